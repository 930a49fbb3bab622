import { queryOptions, useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';
import { BACKGROUND_QUERY } from '@/lib/query-client';

/** Every question at once: a few dozen at most, searched on the phone, offline too. */
const ALL_FAQS = { pageSize: 100 } as const;

export const faqsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('faqs', lang, ALL_FAQS),
    queryFn: ({ signal }) => getContent('faqs', lang, ALL_FAQS, signal),
    select: (page) => page.items,
    meta: BACKGROUND_QUERY,
  });

export const useFaqs = (lang: ContentLang) => useQuery(faqsQuery(lang));
