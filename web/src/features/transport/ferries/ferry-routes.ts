import { FERRY_PORTS } from '@ecg/domain/rules/ferries';

/**
 * The crossings a visitor picks from, as pairs of ports (TDX's PortIDs, rules/ferries.ts): a
 * pair holds the sailings both ways, whatever route TDX files them under.
 */
export const FERRY_PAIRS = {
  'green-island': [FERRY_PORTS.fugang, FERRY_PORTS.greenIsland],
  lanyu: [FERRY_PORTS.fugang, FERRY_PORTS.lanyu],
  'between-islands': [FERRY_PORTS.greenIsland, FERRY_PORTS.lanyu],
} as const;
export type FerryPair = keyof typeof FERRY_PAIRS;
export const PAIRS = Object.keys(FERRY_PAIRS) as FerryPair[];

/**
 * Whether a sailing (or a route) from one port to another belongs to the pair; Lanyu's sailings
 * by way of Green Island count as Lanyu's, since they are filed by their ends.
 */
export function inPair(pair: FerryPair, from: string, to: string): boolean {
  const ports: readonly string[] = FERRY_PAIRS[pair];
  return from !== to && ports.includes(from) && ports.includes(to);
}

/**
 * The operators' phones as the East Coast National Scenic Area's own ferry page gives them, as
 * transcribed on 2026-09-18 in the shared reference ferry_schedules_taitung_islands_2026-09.json
 * (docs/live-data.md, Ferries): that file is not open data, and only these phones, from the
 * scenic area's own page, are used from it, with attribution; never its timetable or fares.
 */
export const FERRY_PAGE_URL = 'https://www.eastcoast-nsa.gov.tw/zh-tw/service/ferry/';
export const FERRY_OPERATORS = [
  { key: 'kaixuan', phone: '089-281047', pairs: ['green-island', 'lanyu'] },
  { key: 'greenIslandStar', phone: '089-280226', pairs: ['green-island'] },
] as const;

/** `tel:` of a Taiwanese number as written (089-281047 → +88689281047). */
export const telOf = (phone: string) => `tel:+886${phone.replace(/\D/g, '').replace(/^0/, '')}`;
