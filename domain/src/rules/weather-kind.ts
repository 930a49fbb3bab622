/**
 * CWA writes a forecast's weather as Chinese text (天氣現象, e.g. 多雲時陰短暫雨) and a
 * two-digit code (WeatherCode, 01–42). The text serves zh-tw readers as it is; every other
 * language reads the code's kind through the locale files, and the kind picks the icon.
 * Codes from CWA's published table of weather-phenomenon codes (天氣現象代碼表).
 */
export const WEATHER_KINDS = [
  'clear',
  'partlyCloudy',
  'cloudy',
  'overcast',
  'showers',
  'rain',
  'thunder',
  'fog',
  'snow',
] as const;
export type WeatherKind = (typeof WEATHER_KINDS)[number];

const KIND_OF_CODE: Readonly<Record<number, WeatherKind>> = {
  1: 'clear',
  2: 'partlyCloudy',
  3: 'partlyCloudy',
  4: 'cloudy',
  5: 'cloudy',
  6: 'overcast',
  7: 'overcast',
  8: 'showers',
  9: 'showers',
  10: 'showers',
  11: 'rain',
  12: 'rain',
  13: 'rain',
  14: 'rain',
  15: 'thunder',
  16: 'thunder',
  17: 'thunder',
  18: 'thunder',
  19: 'showers',
  20: 'showers',
  21: 'thunder',
  22: 'thunder',
  23: 'snow',
  24: 'fog',
  25: 'fog',
  26: 'fog',
  27: 'fog',
  28: 'fog',
  29: 'showers',
  30: 'showers',
  31: 'fog',
  32: 'fog',
  33: 'thunder',
  34: 'thunder',
  35: 'thunder',
  36: 'thunder',
  37: 'snow',
  38: 'showers',
  39: 'rain',
  40: 'showers',
  41: 'thunder',
  42: 'snow',
};

/**
 * The kind of a CWA weather code, given as text ("08") or a number. A code outside the
 * table gives undefined, and the app then shows the upstream text without an icon rather
 * than a guessed sky.
 */
export function weatherKindOfCode(code: string | number): WeatherKind | undefined {
  const text = String(code).trim();
  if (!/^\d{1,2}$/.test(text)) return undefined;
  return KIND_OF_CODE[Number(text)];
}
