/**
 * The Highway Bureau's road news (TDX `v2/Road/Traffic/Live/News/Highway`) read as traffic
 * control on the region's roads (docs/live-data.md, Traffic control): which road and
 * kilometres an item concerns, what kind of control it is, and whether it is ours.
 */

/** What a traffic-control item does to the road, read from its words. */
export const TRAFFIC_CONTROL_KINDS = [
  'closure',
  'lane-control',
  'detour',
  'reopened',
  'works',
  'other',
] as const;
export type TrafficControlKind = (typeof TRAFFIC_CONTROL_KINDS)[number];

/** A road as the Highway Bureau writes it: 台9線, 台9丁線, 臺11線. */
export interface RoadRef {
  /** 台9, 台9丁, 台11 (台 as the Bureau writes it, 臺 read as the same). */
  road: string;
  /** Kilometres where the item starts and ends on that road, if it says. */
  fromKm?: number;
  toKm?: number;
}

const ROAD = /[台臺](\d+)([甲乙丙丁]?)線/;
/** 148K+840~154K+149, 159K+400, 231K+649~233K+798 (the Bureau's kilometre markers). */
const KM = /(\d+)K\+?(\d{0,3})(?:\s*[~～-]\s*(\d+)K\+?(\d{0,3}))?/i;

const kmOf = (whole: string, metres: string | undefined): number =>
  Number(whole) + (metres ? Number(metres.padEnd(3, '0')) / 1000 : 0);

/** The road and kilometres an item names in its title (else its description), if any. */
export function roadOf(text: string): RoadRef | undefined {
  const road = ROAD.exec(text);
  if (!road) return undefined;
  const name = `台${road[1]}${road[2] ?? ''}`;
  const km = KM.exec(text.slice(road.index));
  if (!km?.[1]) return { road: name };
  const fromKm = kmOf(km[1], km[2]);
  const toKm = km[3] ? kmOf(km[3], km[4]) : fromKm;
  return { road: name, fromKm: Math.min(fromKm, toKm), toKm: Math.max(fromKm, toKm) };
}

/**
 * 台9 in Hualien and Taitung: from the Suhua highway's Hualien end (the recorded cameras start
 * at 146.8 K, 和平) to the end of the South-link in the south. 台9丁 is the Suhua's old road,
 * used as its detour; 台11 and its branches lie wholly in the two counties.
 */
const T9_REGION_FROM_KM = 140;
const REGION_ROADS = new Set(['台9丁', '台11', '台11甲', '台11乙', '台11丙']);

/** Whether the road (and kilometres) lie in the region. */
export function isRegionRoad(ref: RoadRef): boolean {
  if (REGION_ROADS.has(ref.road)) return true;
  if (ref.road !== '台9') return false;
  // 台9 with no kilometre named could be anywhere from Taipei down: not taken as ours.
  return ref.toKm !== undefined && ref.toKm >= T9_REGION_FROM_KM;
}

/**
 * The kind, from the Bureau's words: an opening (通車, 恢復通行) first, since such news names
 * what was closed; then a one-lane control, a closure, a detour, works (TDX news category 4).
 */
export function trafficControlKind(title: string, description: string, category?: number) {
  const text = `${title} ${description}`;
  if (/通車|恢復通行|恢復雙向|解除管制|搶通/.test(title)) return 'reopened' as const;
  if (/單線|車道縮減|縮減車道|機動管制|封閉.*車道|車道.*封閉/.test(text)) {
    return 'lane-control' as const;
  }
  if (/封閉|禁止通行|中斷|禁行/.test(text)) return 'closure' as const;
  if (/改道|替代道路|繞行/.test(text)) return 'detour' as const;
  if (category === 4 || /施工|工程|養護/.test(text)) return 'works' as const;
  return 'other' as const;
}

/** Whether the item points drivers to another road (改道, 替代道路, 繞行). */
export const hasDetour = (description: string): boolean => /改道|替代道路|繞行/.test(description);
