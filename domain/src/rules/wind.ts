/**
 * Wind direction (requirements §3): 16 compass points plus "prevailing" forms. CWA township
 * forecasts write 風向 in Chinese, either a compass name with 風 (北北東風, 東北風) or a
 * prevailing direction with 偏 (偏北風, 偏東風). Rules return codes; the web shows them
 * through its locale keys, so the Chinese names here serve only to read upstream text.
 */
export const COMPASS_POINTS = [
  { code: 'N', zh: '北' },
  { code: 'NNE', zh: '北北東' },
  { code: 'NE', zh: '東北' },
  { code: 'ENE', zh: '東北東' },
  { code: 'E', zh: '東' },
  { code: 'ESE', zh: '東南東' },
  { code: 'SE', zh: '東南' },
  { code: 'SSE', zh: '南南東' },
  { code: 'S', zh: '南' },
  { code: 'SSW', zh: '南南西' },
  { code: 'SW', zh: '西南' },
  { code: 'WSW', zh: '西南西' },
  { code: 'W', zh: '西' },
  { code: 'WNW', zh: '西北西' },
  { code: 'NW', zh: '西北' },
  { code: 'NNW', zh: '北北西' },
] as const;

export type CompassPoint = (typeof COMPASS_POINTS)[number]['code'];

export interface WindDirection {
  point: CompassPoint;
  /** 偏北風 "mostly from the north" rather than exactly 北風. */
  prevailing: boolean;
}

const FULL_CIRCLE = 360;
const SECTOR_DEGREES = FULL_CIRCLE / COMPASS_POINTS.length;

/**
 * The compass point of a bearing in degrees. Each sector is 22.5° wide, centred on its
 * point and closed at its lower edge: N is 348.75 ≤ deg < 11.25, NNE starts at 11.25.
 * Any bearing is brought into 0–360 first, so 360 and -11.25 are N. Non-finite → undefined.
 */
export function compassOfDegrees(degrees: number): CompassPoint | undefined {
  if (!Number.isFinite(degrees)) return undefined;
  const bearing = ((degrees % FULL_CIRCLE) + FULL_CIRCLE) % FULL_CIRCLE;
  const sector =
    Math.floor((bearing + SECTOR_DEGREES / 2) / SECTOR_DEGREES) % COMPASS_POINTS.length;
  return COMPASS_POINTS[sector]?.code;
}

const PREVAILING_MARK = '偏';
const WIND_SUFFIX = '風';

function pointOfName(name: string): CompassPoint | undefined {
  const upper = name.toUpperCase();
  return COMPASS_POINTS.find((point) => point.zh === name || point.code === upper)?.code;
}

/**
 * Reads 北北東風, 北北東, 偏北風, 偏東, or an English code such as NNE. Calm and variable
 * winds (靜風, 風向不定) and anything else unknown give undefined, so nothing is drawn.
 */
export function parseWindDirection(text: string): WindDirection | undefined {
  let rest = text.trim();
  if (rest.endsWith(WIND_SUFFIX)) rest = rest.slice(0, -WIND_SUFFIX.length);
  const prevailing = rest.startsWith(PREVAILING_MARK);
  if (prevailing) rest = rest.slice(PREVAILING_MARK.length);
  const point = pointOfName(rest.trim());
  return point === undefined ? undefined : { point, prevailing };
}
