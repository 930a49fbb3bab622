import { OutlineIcon } from '@/components/OutlineIcon';
import type { WeatherKind } from '@ecg/domain/rules/weather-kind';

const CLOUD = 'M7 16h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 9 3.5 3.5 0 0 0 7 16z';

/** One outline drawing per kind of sky, in the stroke style of the app's glyphs. */
const DRAWINGS: Record<WeatherKind, string> = {
  clear:
    'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM12 2.5v2M12 19.5v2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M2.5 12h2M19.5 12h2M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
  partlyCloudy:
    'M8 2.5v1.5M3 7.5h1.5M4.5 4l1 1M11.5 4l-1 1M5.2 10.4A3.5 3.5 0 0 1 11.4 7M9 20h8a3.5 3.5 0 0 0 .4-6.98A5 5 0 0 0 8 13.5 3.25 3.25 0 0 0 9 20z',
  cloudy: 'M7 19h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 12 3.5 3.5 0 0 0 7 19z',
  overcast:
    'M4.5 14.5A3.5 3.5 0 0 1 5.6 8 5.5 5.5 0 0 1 16 6.5M9 20h8a3.5 3.5 0 0 0 .4-6.98A5 5 0 0 0 8 13.5 3.25 3.25 0 0 0 9 20z',
  showers: `${CLOUD}M9.5 18.5l-1 2M14.5 18.5l-1 2`,
  rain: `${CLOUD}M8 18l-1.5 3M12 18l-1.5 3M16 18l-1.5 3`,
  thunder: `${CLOUD}M12.5 16.5l-2 3h3l-2 3`,
  fog: `${CLOUD}M4 19h16M7 22h10`,
  snow: `${CLOUD}M8 18.5v3M6.7 20h2.6M16 18.5v3M14.7 20h2.6M12 20v2`,
};

/** The sky of a forecast entry; decorative, as the text beside it says the same. */
export function WeatherIcon({ kind, size = 40 }: { kind: WeatherKind | undefined; size?: number }) {
  if (!kind) return null;
  return (
    <OutlineIcon
      d={DRAWINGS[kind]}
      size={size}
      className={`weather-icon weather-icon--${kind}`}
      strokeWidth={1.6}
    />
  );
}
