import { parseTaipei } from '@ecg/domain/rules/datetime';
import { describe, expect, it } from 'vitest';
import { dailyWeather, periodWeather } from '../src/providers/cwa/forecast-days';
import {
  forecastLocation,
  readForecastDocument,
  type ForecastLocation,
} from '../src/providers/cwa/forecast-document';
import { forecastPeriods } from '../src/providers/cwa/forecast-periods';

const span = (start: string, end: string, value: Record<string, string>) => ({
  StartTime: `${start}+08:00`,
  EndTime: `${end}+08:00`,
  ElementValue: [value],
});
const at = (time: string, value: Record<string, string>) => ({
  DataTime: `${time}+08:00`,
  ElementValue: [value],
});

/** A week forecast issued in the evening: it starts with a night, and its far day has no chance of rain. */
const week: ForecastLocation = {
  LocationName: '成功鎮',
  WeatherElement: [
    {
      ElementName: '天氣現象',
      Time: [
        span('2026-11-21T18:00:00', '2026-11-22T06:00:00', { Weather: '多雲', WeatherCode: '04' }),
        span('2026-11-22T06:00:00', '2026-11-22T18:00:00', {
          Weather: '短暫雨',
          WeatherCode: '08',
        }),
        span('2026-11-22T18:00:00', '2026-11-23T06:00:00', { Weather: '陰天', WeatherCode: '07' }),
        span('2026-11-27T06:00:00', '2026-11-27T18:00:00', { Weather: '晴天', WeatherCode: '01' }),
      ],
    },
    {
      ElementName: '最高溫度',
      Time: [
        span('2026-11-21T18:00:00', '2026-11-22T06:00:00', { MaxTemperature: '22' }),
        span('2026-11-22T06:00:00', '2026-11-22T18:00:00', { MaxTemperature: '25' }),
        span('2026-11-22T18:00:00', '2026-11-23T06:00:00', { MaxTemperature: '21' }),
        span('2026-11-27T06:00:00', '2026-11-27T18:00:00', { MaxTemperature: '26' }),
      ],
    },
    {
      ElementName: '最低溫度',
      Time: [
        span('2026-11-21T18:00:00', '2026-11-22T06:00:00', { MinTemperature: '19' }),
        span('2026-11-22T06:00:00', '2026-11-22T18:00:00', { MinTemperature: '20' }),
        span('2026-11-22T18:00:00', '2026-11-23T06:00:00', { MinTemperature: '18' }),
        span('2026-11-27T06:00:00', '2026-11-27T18:00:00', { MinTemperature: '20' }),
      ],
    },
    {
      ElementName: '12小時降雨機率',
      Time: [
        span('2026-11-21T18:00:00', '2026-11-22T06:00:00', { ProbabilityOfPrecipitation: '10' }),
        span('2026-11-22T06:00:00', '2026-11-22T18:00:00', { ProbabilityOfPrecipitation: '60' }),
        span('2026-11-22T18:00:00', '2026-11-23T06:00:00', { ProbabilityOfPrecipitation: '30' }),
        span('2026-11-27T06:00:00', '2026-11-27T18:00:00', { ProbabilityOfPrecipitation: '-' }),
      ],
    },
    {
      ElementName: '風向',
      Time: [
        span('2026-11-22T06:00:00', '2026-11-22T18:00:00', { WindDirection: '偏東風' }),
        span('2026-11-22T18:00:00', '2026-11-23T06:00:00', { WindDirection: '風向不定' }),
      ],
    },
  ],
};

describe('forecastPeriods', () => {
  it('takes the periods from the weather element and reads the others at their times', () => {
    const periods = forecastPeriods(week);
    expect(periods).toHaveLength(4);
    expect(periods[1]).toEqual({
      start: parseTaipei('2026-11-22 06:00:00'),
      end: parseTaipei('2026-11-22 18:00:00'),
      code: '08',
      text: '短暫雨',
      tempMax: 25,
      tempMin: 20,
      pop: 60,
      windDirection: '偏東風',
    });
    expect(periods[3]?.pop).toBeUndefined();
  });

  it('reads point readings (DataTime) inside the period, or the last one before it', () => {
    const threeDay: ForecastLocation = {
      LocationName: '綠島鄉',
      WeatherElement: [
        {
          ElementName: '天氣現象',
          Time: [
            span('2026-11-21T09:00:00', '2026-11-21T12:00:00', {
              Weather: '多雲',
              WeatherCode: '04',
            }),
            span('2026-11-21T12:00:00', '2026-11-21T15:00:00', {
              Weather: '晴',
              WeatherCode: '01',
            }),
          ],
        },
        {
          ElementName: '溫度',
          Time: [
            at('2026-11-21T08:00:00', { Temperature: '21' }),
            at('2026-11-21T13:00:00', { Temperature: '24' }),
          ],
        },
        {
          ElementName: '3小時降雨機率',
          Time: [
            span('2026-11-21T09:00:00', '2026-11-21T12:00:00', {
              ProbabilityOfPrecipitation: '20',
            }),
            span('2026-11-21T12:00:00', '2026-11-21T15:00:00', { ProbabilityOfPrecipitation: '0' }),
          ],
        },
      ],
    };
    expect(forecastPeriods(threeDay).map((period) => period.temperature)).toEqual([21, 24]);
    expect(periodWeather(forecastPeriods(threeDay)).map((period) => period.temp_max)).toEqual([
      21, 24,
    ]);
  });

  it('has no periods without a weather element', () => {
    expect(forecastPeriods({ LocationName: '成功鎮', WeatherElement: [] })).toEqual([]);
  });
});

describe('dailyWeather', () => {
  it('makes a day of a night alone, and of a day with its night', () => {
    const days = dailyWeather(forecastPeriods(week));
    expect(days[0]).toEqual({
      standard_time: '2026-11-21 18:00:00',
      icon: '04',
      comment: '多雲',
      temp_min: 19,
      temp_max: 22,
      pop: 10,
    });
    expect(days[1]).toEqual({
      standard_time: '2026-11-22 06:00:00',
      icon: '08',
      comment: '短暫雨',
      temp_min: 18,
      temp_max: 25,
      pop: 60,
      wind_direction: { point: 'E', prevailing: true },
    });
  });

  it('leaves out a day whose chance of rain CWA left blank', () => {
    expect(dailyWeather(forecastPeriods(week))).toHaveLength(2);
  });
});

describe('readForecastDocument', () => {
  it.each([
    ['a plain text', 'Invalid authorization key'],
    ['no locations', { Locations: [] }],
    ['a location without elements', { Locations: [{ Location: [{ LocationName: 'x' }] }] }],
  ])('refuses %s', (_, raw) => {
    expect(() => readForecastDocument(raw)).toThrow(/not a CWA township forecast/);
  });

  it('finds a township by its Chinese name', () => {
    const document = readForecastDocument({
      Locations: [{ LocationsName: '臺東縣', Location: [week] }],
    });
    expect(forecastLocation(document, '成功鎮')?.LocationName).toBe('成功鎮');
    expect(forecastLocation(document, '池上鄉')).toBeUndefined();
  });
});
