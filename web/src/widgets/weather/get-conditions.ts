import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { CallParams } from '@/lib/api/params';
import type { CallAnswer } from '@/lib/api/answers';
import { liveQuery, type LiveCall } from '@/lib/api/live';

/**
 * Where the conditions are asked for: a position (the visitor's or the place's) and/or a
 * township's zipcode. The live calls answer for the position first (requirements §7, the
 * where-fields of the requests).
 */
export interface ConditionsWhere {
  lat?: number | undefined;
  lng?: number | undefined;
  zipcode?: number | undefined;
}

const MINUTE_MS = 60_000;

/**
 * How long each answer is used before it is asked again: observations change by the hour,
 * the sun, moon and tides are worked out or published days ahead.
 */
export const CONDITIONS_FRESH_MS = {
  uv: 30 * MINUTE_MS,
  aqi: 30 * MINUTE_MS,
  walrus: 30 * MINUTE_MS,
  swell: 60 * MINUTE_MS,
  sunrise: 6 * 60 * MINUTE_MS,
  moonrise: 6 * 60 * MINUTE_MS,
  tidal: 6 * 60 * MINUTE_MS,
} as const;

// About 100 m: a position jittering between visits asks (and keeps) the same question.
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** The where as sent, or undefined when there is none (requirements §5: then nothing is asked). */
export function whereParams(where: ConditionsWhere): CallParams | undefined {
  const hasPosition =
    where.lat !== undefined &&
    where.lng !== undefined &&
    Number.isFinite(where.lat) &&
    Number.isFinite(where.lng);
  const hasZipcode = where.zipcode !== undefined && where.zipcode > 0;
  if (!hasPosition && !hasZipcode) return undefined;
  return {
    ...(hasPosition ? { lat: rounded(where.lat ?? 0), lng: rounded(where.lng ?? 0) } : {}),
    ...(hasZipcode ? { zipcode: where.zipcode } : {}),
  };
}

export type ConditionsCall = keyof typeof CONDITIONS_FRESH_MS;

const CALLS = {
  uv: { name: 'uv', method: 'GET' },
  aqi: { name: 'aqi', method: 'GET' },
  walrus: { name: 'walrus', method: 'GET' },
  swell: { name: 'swell', method: 'GET' },
  tidal: { name: 'tidal', method: 'GET' },
  // requirements §7: POST moonrise, sunrise with the place in the query.
  sunrise: { name: 'sunrise', method: 'POST', send: 'query' },
  moonrise: { name: 'moonrise', method: 'POST', send: 'query' },
} as const satisfies Record<ConditionsCall, Omit<LiveCall, 'params'>>;

/** What each condition call answers, read by its contract. */
export type ConditionsAnswers = {
  [C in ConditionsCall]: CallAnswer<(typeof CALLS)[C]['name'], (typeof CALLS)[C]['method']>;
};

/** The query of one condition call for a where; asked only when there is a where. */
export function conditionsQuery<C extends ConditionsCall>(
  lang: ContentLang,
  call: C,
  where: ConditionsWhere,
) {
  const params = whereParams(where);
  return {
    ...liveQuery(
      lang,
      // The call of C, as TypeScript does not carry a spread of CALLS[C] through the generic.
      { ...CALLS[call], params: params ?? {} } as LiveCall<
        (typeof CALLS)[C]['name'],
        (typeof CALLS)[C]['method']
      >,
      { staleTime: CONDITIONS_FRESH_MS[call] },
    ),
    enabled: params !== undefined,
  };
}

export const useConditions = <C extends ConditionsCall>(
  lang: ContentLang,
  call: C,
  where: ConditionsWhere,
) => useQuery(conditionsQuery(lang, call, where));
