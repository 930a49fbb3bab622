import { describe, expect, it } from 'vitest';
import { readSeaForecastDocument } from '../src/providers/cwa/sea-forecast-document';
import { cwaSample } from './cwa-stand-in';

describe('the sea-area forecast (F-A0012-001)', () => {
  const time = (ElementValue: unknown) => ({
    StartTime: '2026-11-21T06:00:00+08:00',
    EndTime: '2026-11-21T18:00:00+08:00',
    ElementValue,
  });

  it('gathers the elements of a period, whatever their names, in either value form', () => {
    const document = readSeaForecastDocument({
      Dataset: {
        Locations: {
          Location: [
            {
              LocationName: '綠島蘭嶼海面',
              WeatherElement: [
                { ElementName: '浪高說明', Time: [time({ WaveHeightDescription: '2至3公尺' })] },
                {
                  ElementName: '蒲福風級描述',
                  Time: [time([{ BeaufortScaleDescription: '5至6陣風8級' }])],
                },
                { ElementName: '風向描述', Time: [time({ WindDirectionDescription: '東北風' })] },
              ],
            },
          ],
        },
      },
    });
    expect(document).toEqual({
      periods: [
        {
          area: '綠島蘭嶼海面',
          start: '2026-11-21 06:00:00',
          end: '2026-11-21 18:00:00',
          wave_height_text: '2至3公尺',
          wave_height_min: 2,
          wave_height_max: 3,
          beaufort_text: '5至6陣風8級',
          beaufort_min: 5,
          beaufort_max: 6,
          wind_direction_text: '東北風',
        },
      ],
    });
  });

  it('reads the issue time from Sent', () => {
    const sample = cwaSample('F-A0012-001').cwaopendata;
    expect(readSeaForecastDocument(sample).issuedAt).toBe('2026-11-21 05:00:00');
  });

  it('names what is missing from an answer of another shape', () => {
    expect(() => readSeaForecastDocument({ Dataset: {} })).toThrow(/Dataset\.Locations/);
  });
});
