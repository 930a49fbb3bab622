import { queryOptions, useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';

/** The kinds of fault a visitor can report, named in the content language (fault-repair-information). */
export const repairInformationQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('faultRepairInformation', lang),
    queryFn: ({ signal }) => getContent('faultRepairInformation', lang, {}, signal),
  });

export const useRepairInformation = (lang: ContentLang) => useQuery(repairInformationQuery(lang));
