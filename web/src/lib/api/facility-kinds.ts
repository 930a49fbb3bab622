import { queryOptions, useQuery } from '../query';
import type { FacilityKind } from '@ecg/domain/rules/facilities';
import { isOffered, missingKinds } from '@ecg/domain/rules/facility-layers';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from './content';
import { callKey } from './query-keys';

/** How many points of each facility kind the server holds (docs/map.md). */
export const facilityKindsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('facilityKinds', lang),
    queryFn: ({ signal }) => getContent('facilityKinds', lang, {}, signal),
  });

/**
 * The facility kinds to offer (map layers, nearby buttons): those holding points. None while the
 * counts are coming (an offer then taken back would flicker), every kind when they cannot come
 * (offline with none kept), as a layer that turns out empty says so itself.
 */
export function useOfferedKinds(lang: ContentLang) {
  const { data, isPending, isError } = useQuery(facilityKindsQuery(lang));
  const waiting = isPending && !isError;
  return {
    missing: missingKinds(data),
    offers: (kind: FacilityKind) => !waiting && isOffered(kind, data),
  };
}
