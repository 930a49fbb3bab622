/**
 * UV and air-quality readings (requirements §3, §4). Upstream sends the Chinese status text;
 * the level and colour are added here. Index functions cover upstreams that send a number.
 */

/** The upstream's status texts, lowest first. */
export const UV_STATUSES = ['低量級', '中量級', '高量級', '過量級', '危險級'] as const;
export const AQI_STATUSES = [
  '良好',
  '普通',
  '對敏感族群不健康',
  '對所有族群不健康',
  '非常不健康',
  '危害',
] as const;

export interface UvLevel {
  status: (typeof UV_STATUSES)[number];
  level: 1 | 2 | 3 | 4 | 5;
  /** The spec's colour name, for labels and class names. */
  colourName: 'green-yellow' | 'orange' | 'dark-orange' | 'red' | 'purple';
  /** The CSS named colour of that name (yellowgreen, orange, darkorange, red, purple). */
  colour: string;
  /** The lowest UV index of the level, after rounding to a whole number. */
  minIndex: number;
}

/** Taiwan's UV scale (the WHO bands 0–2, 3–5, 6–7, 8–10, 11+), lowest first. */
export const UV_LEVELS: readonly UvLevel[] = [
  { status: '低量級', level: 1, colourName: 'green-yellow', colour: '#9ACD32', minIndex: 0 },
  { status: '中量級', level: 2, colourName: 'orange', colour: '#FFA500', minIndex: 3 },
  { status: '高量級', level: 3, colourName: 'dark-orange', colour: '#FF8C00', minIndex: 6 },
  { status: '過量級', level: 4, colourName: 'red', colour: '#FF0000', minIndex: 8 },
  { status: '危險級', level: 5, colourName: 'purple', colour: '#800080', minIndex: 11 },
];

export interface AirQualityLevel {
  status: (typeof AQI_STATUSES)[number];
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** The lowest AQI of the level. */
  minIndex: number;
}

/** Taiwan's AQI bands 0–50, 51–100, 101–150, 151–200, 201–300, 301+, lowest first. */
export const AIR_QUALITY_LEVELS: readonly AirQualityLevel[] = [
  { status: '良好', level: 1, minIndex: 0 },
  { status: '普通', level: 2, minIndex: 51 },
  { status: '對敏感族群不健康', level: 3, minIndex: 101 },
  { status: '對所有族群不健康', level: 4, minIndex: 151 },
  { status: '非常不健康', level: 5, minIndex: 201 },
  { status: '危害', level: 6, minIndex: 301 },
];

/** The band an index falls in; both scales are published as whole numbers, so round first. */
function bandOfIndex<T extends { minIndex: number }>(
  bands: readonly T[],
  index: number,
): T | undefined {
  if (!Number.isFinite(index) || index < 0) return undefined;
  const whole = Math.round(index);
  return bands.findLast((band) => whole >= band.minIndex);
}

/** Level and colour of a UV status text; unknown text has none. */
export function uvLevelOfStatus(status: string | null | undefined): UvLevel | undefined {
  const text = status?.trim();
  return UV_LEVELS.find((uv) => uv.status === text);
}

/** Level and colour of a UV index such as 7 or 6.6. */
export function uvLevelOfIndex(uvi: number): UvLevel | undefined {
  return bandOfIndex(UV_LEVELS, uvi);
}

/** Level of an air-quality status text; unknown text has none. */
export function airQualityLevelOfStatus(
  status: string | null | undefined,
): AirQualityLevel['level'] | undefined {
  const text = status?.trim();
  return AIR_QUALITY_LEVELS.find((aq) => aq.status === text)?.level;
}

/** Status text of an AQI number, to be read like the text upstream sends. */
export function aqiStatusOfIndex(aqi: number): AirQualityLevel['status'] | undefined {
  return bandOfIndex(AIR_QUALITY_LEVELS, aqi)?.status;
}
