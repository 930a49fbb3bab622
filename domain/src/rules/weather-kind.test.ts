import { describe, expect, it } from 'vitest';
import { WEATHER_KINDS, weatherKindOfCode } from './weather-kind';

describe('weatherKindOfCode', () => {
  it.each([
    ['01', 'clear'],
    ['02', 'partlyCloudy'],
    ['03', 'partlyCloudy'],
    ['04', 'cloudy'],
    ['07', 'overcast'],
    ['08', 'showers'],
    ['11', 'rain'],
    ['15', 'thunder'],
    ['19', 'showers'],
    ['21', 'thunder'],
    ['23', 'snow'],
    ['24', 'fog'],
    ['31', 'fog'],
    ['39', 'rain'],
    ['41', 'thunder'],
    ['42', 'snow'],
    [8, 'showers'],
    [' 1 ', 'clear'],
  ] as const)('%j → %s', (code, kind) => {
    expect(weatherKindOfCode(code)).toBe(kind);
  });

  it.each(['', '00', '43', '99', 'x1', '1.5', '-1', '001'])('%j has no kind', (code) => {
    expect(weatherKindOfCode(code)).toBeUndefined();
  });

  it('names a kind for every code of the table, 01 to 42', () => {
    for (let code = 1; code <= 42; code += 1) {
      expect(WEATHER_KINDS).toContain(weatherKindOfCode(code));
    }
  });
});
