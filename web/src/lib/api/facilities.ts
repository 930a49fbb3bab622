import { queryOptions, useQuery, type QueryClient } from '../query';
import { facilityApiPath } from '@ecg/domain/facility-api-paths';
import type { FacilityKind } from '@ecg/domain/rules/facilities';
import type { ContentLang } from '@ecg/domain/rules/language';
import { facilityContracts, readFacilityAnswer, type FacilityAnswerOf } from './answers';
import { UnsuccessfulAnswerError } from './content';
import { callUrl, sentParams } from './params';
import { requestJson } from './http';
import { callKey } from './query-keys';

/** A facility search: around a point, within `radius` metres (the kind's own when absent). */
export interface FacilitySearch {
  lat: number;
  lng: number;
  radius?: number;
  limit?: number;
}

/** Six decimals (about 10 cm): the same place asked twice is one question, one key. */
const rounded = (value: number) => Number(value.toFixed(6));

function searchParams(kind: FacilityKind, lang: ContentLang, search: FacilitySearch) {
  return sentParams({
    // requirements §7: the bus-stop call names its language in the query as well.
    ...(kind === 'bus-stop' ? { lang } : {}),
    lat: rounded(search.lat),
    lng: rounded(search.lng),
    radius: search.radius,
    limit: search.limit,
  });
}

/**
 * A facility call (requirements §7), abortable: the query's signal goes to the request, so a
 * new search (another key) drops the one still running.
 */
export async function fetchFacilities<K extends FacilityKind>(
  kind: K,
  lang: ContentLang,
  search: FacilitySearch,
  signal?: AbortSignal,
): Promise<FacilityAnswerOf<K>> {
  const loading = facilityContracts();
  const url = callUrl(facilityApiPath(kind, lang), searchParams(kind, lang, search));
  const answer = await readFacilityAnswer(
    kind,
    await requestJson<unknown>(url, signal ? { signal } : {}),
    loading,
  );
  if (!answer.success) throw new UnsuccessfulAnswerError();
  return answer;
}

export const facilitiesQuery = <K extends FacilityKind>(
  kind: K,
  lang: ContentLang,
  search: FacilitySearch,
) =>
  queryOptions({
    queryKey: callKey('facilities', lang, { kind, ...searchParams(kind, lang, search) }),
    queryFn: ({ signal }) => fetchFacilities(kind, lang, search, signal),
  });

export const useFacilities = <K extends FacilityKind>(
  kind: K,
  lang: ContentLang,
  search: FacilitySearch | undefined,
) =>
  useQuery({
    ...facilitiesQuery(kind, lang, search ?? { lat: 0, lng: 0 }),
    enabled: search !== undefined,
  });

/**
 * Every answer of the kind the cache keeps in the language, wherever it was asked: the answers
 * of the searches the visitor made, kept on the phone (requirements §9 data caching).
 */
export function keptFacilityAnswers<K extends FacilityKind>(
  client: QueryClient,
  kind: K,
  lang: ContentLang,
): FacilityAnswerOf<K>[] {
  return client
    .getQueriesData<FacilityAnswerOf<K>>({ queryKey: callKey('facilities', lang, { kind }) })
    .flatMap(([, answer]) => (answer ? [answer] : []));
}
