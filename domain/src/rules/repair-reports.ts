import { haversineKm, type LatLng } from './distance';
import type { ContentLang } from './language';

/**
 * Repair reports (requirements §7 fault-repair), modelled on Open311 GeoReport v2: a
 * visitor reports a fault of one category at a place; the people who run the area move it
 * through its statuses, each change stamped with its time and an optional public note.
 */

export const REPAIR_CATEGORIES = [
  'walkway',
  'toilet',
  'lighting',
  'sign',
  'litter',
  'facility',
  'tree-rockfall',
  'other',
] as const;
export type RepairCategory = (typeof REPAIR_CATEGORIES)[number];

interface CategoryText {
  name: string;
  description: string;
}

/** Our own categories (GeoReport's services), named in each content language. */
export const REPAIR_CATEGORY_TEXTS: Readonly<
  Record<RepairCategory, Readonly<Record<ContentLang, CategoryText>>>
> = {
  walkway: {
    'zh-tw': { name: '步道或木棧道損壞', description: '木棧道、階梯、扶手或步道路面破損、鬆動' },
    en: {
      name: 'Broken boardwalk or trail',
      description: 'Boardwalks, steps, railings or trail surfaces broken or loose',
    },
    ja: { name: '木道・歩道の破損', description: '木道、階段、手すり、歩道の路面の破損やゆるみ' },
  },
  toilet: {
    'zh-tw': { name: '廁所', description: '故障、沒有水或衛生紙、髒亂' },
    en: { name: 'Toilet', description: 'Out of order, no water or paper, or dirty' },
    ja: { name: 'トイレ', description: '故障、水や紙がない、汚れている' },
  },
  lighting: {
    'zh-tw': { name: '照明', description: '路燈或步道燈不亮、閃爍' },
    en: { name: 'Lighting', description: 'Street or path lights out or flickering' },
    ja: { name: '照明', description: '街灯や歩道の照明が消えている・点滅している' },
  },
  sign: {
    'zh-tw': { name: '標示牌', description: '解說牌或指標損壞、錯誤、看不清楚' },
    en: {
      name: 'Signs',
      description: 'Information or direction signs damaged, wrong or unreadable',
    },
    ja: { name: '標識・案内板', description: '案内板や標識の破損、誤り、読めない' },
  },
  litter: {
    'zh-tw': { name: '垃圾', description: '垃圾堆積、垃圾桶滿溢' },
    en: { name: 'Litter', description: 'Litter piling up or bins overflowing' },
    ja: { name: 'ごみ', description: 'ごみの散乱、ごみ箱のあふれ' },
  },
  facility: {
    'zh-tw': { name: '設施損壞', description: '涼亭、座椅、欄杆、飲水機等設施損壞' },
    en: {
      name: 'Damaged facility',
      description: 'Pavilions, benches, fences, water fountains and other facilities damaged',
    },
    ja: { name: '施設の破損', description: '東屋、ベンチ、柵、給水器などの破損' },
  },
  'tree-rockfall': {
    'zh-tw': { name: '危險樹木或落石', description: '樹木傾倒、枝幹斷裂、落石或坍方' },
    en: {
      name: 'Dangerous tree or rockfall',
      description: 'Fallen or leaning trees, broken branches, falling rocks or landslides',
    },
    ja: { name: '危険な木・落石', description: '倒木、折れた枝、落石、崩落' },
  },
  other: {
    'zh-tw': { name: '其他', description: '以上皆非的問題' },
    en: { name: 'Other', description: 'Anything not listed above' },
    ja: { name: 'その他', description: '上記以外の問題' },
  },
};

/** GeoReport v2's open and closed, with the two steps between that its extensions name. */
export const REPAIR_STATUSES = ['open', 'acknowledged', 'in_progress', 'closed'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/**
 * Where a report may go from each status: forward, skipping steps if the work is quick, and a
 * closed report reopened when the fault comes back. Never backwards to an earlier step.
 */
const NEXT_STATUSES: Readonly<Record<RepairStatus, readonly RepairStatus[]>> = {
  open: ['acknowledged', 'in_progress', 'closed'],
  acknowledged: ['in_progress', 'closed'],
  in_progress: ['closed'],
  closed: ['open'],
};

/**
 * Why a change of status cannot be made, or undefined when it can. Staying at the same status
 * is a note added (GeoReport's status_notes), so it needs the note.
 */
export function repairStatusChangeProblem(
  from: RepairStatus,
  to: RepairStatus,
  note: string | undefined,
): string | undefined {
  if (from === to) {
    return note?.trim() ? undefined : `the report is already ${to}: say what changed in a note`;
  }
  if (NEXT_STATUSES[from].includes(to)) return undefined;
  return `a report that is ${from} cannot become ${to} (it may become ${NEXT_STATUSES[from].join(', ')})`;
}

/** Two reports of one category within this distance on the same Taipei day are one fault. */
export const DUPLICATE_RADIUS_METRES = 50;

export const isSameSpot = (a: LatLng, b: LatLng): boolean =>
  haversineKm(a, b) * 1000 <= DUPLICATE_RADIUS_METRES;

const METRES_PER_DEGREE_LATITUDE = 111_320;

/** A box holding every point within `metres` of the centre, to narrow a search by index. */
export function boxAround(centre: LatLng, metres: number) {
  const dLat = metres / METRES_PER_DEGREE_LATITUDE;
  const dLng = dLat / Math.max(0.01, Math.cos((centre.lat * Math.PI) / 180));
  return {
    south: centre.lat - dLat,
    north: centre.lat + dLat,
    west: centre.lng - dLng,
    east: centre.lng + dLng,
  };
}

/** The side of a cell of the grid that reports of one spot are written one at a time by. */
export const SPOT_CELL_DEGREES = 0.001;

/**
 * The cells of the grid the box of a spot touches, named "row:column" in one order: two reports
 * of one spot always share one, the cell of either point, which lies in both their boxes. A
 * report written holding its spot's cells sees every report of the same spot before it
 * (docs/operations.md, One at a time).
 */
export function spotCells(centre: LatLng): string[] {
  const box = boxAround(centre, DUPLICATE_RADIUS_METRES);
  const cell = (degrees: number) => Math.floor(degrees / SPOT_CELL_DEGREES);
  const cells: string[] = [];
  for (let row = cell(box.south); row <= cell(box.north); row++)
    for (let column = cell(box.west); column <= cell(box.east); column++)
      cells.push(`${row}:${column}`);
  return cells;
}

/** At most three photos, each sent at most this large; the server keeps them at 1600 px. */
export const REPAIR_PHOTOS_MAX = 3;
export const REPAIR_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const REPAIR_PHOTO_EDGE_PX = 1600;
export const REPAIR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REPAIR_DESCRIPTION_MIN = 10;
export const REPAIR_DESCRIPTION_MAX = 2000;

/** A photo as a data URL: its base64 text is four characters for every three bytes. */
export const photoDataUrlMaxLength = (bytes = REPAIR_PHOTO_MAX_BYTES) =>
  'data:image/webp;base64,'.length + Math.ceil(bytes / 3) * 4;

/** The body of a report with its three largest photos, and room for the rest of the form. */
export const REPAIR_BODY_LIMIT_BYTES = REPAIR_PHOTOS_MAX * photoDataUrlMaxLength() + 64 * 1024;

/** The contact a report may carry is kept this long after the report is closed, then erased. */
export const REPAIR_CONTACT_KEPT_MONTHS = 6;
