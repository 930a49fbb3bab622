import { describe, expect, it } from 'vitest';
import {
  serviceConditionsPath,
  serviceFormPath,
  trackingPath,
  zipcodeOfSegment,
} from './service-routes';

describe("the service area's weather and tides pages (requirements §2 Service)", () => {
  it.each([
    ['zh-tw', 'weather', undefined, '/zh-tw/service/weather'],
    ['en', 'weather', 970, '/en/service/weather/970'],
    ['ja', 'tides', undefined, '/ja/service/tides'],
    ['en', 'tides', 951, '/en/service/tides/951'],
  ] as const)('serviceConditionsPath(%s, %s, %s) → %s', (lang, page, zipcode, expected) => {
    expect(serviceConditionsPath(lang, page, zipcode)).toBe(expected);
  });

  it.each([
    ['970', 970],
    ['951', 951],
    [undefined, undefined],
    ['97', undefined],
    ['9700', undefined],
    ['abc', undefined],
  ] as const)('reads the zipcode of the segment %j as %j', (segment, zipcode) => {
    expect(zipcodeOfSegment(segment)).toBe(zipcode);
  });
});

describe("the service area's forms (requirements §7)", () => {
  it.each([
    [serviceFormPath('en', 'repair'), '/en/service/repair'],
    [serviceFormPath('ja', 'survey', 'form', 3), '/ja/service/survey/form/3'],
    [trackingPath('zh-tw', 'repair', 'R-2611-0042'), '/zh-tw/service/repair/track/R-2611-0042'],
    [
      trackingPath('en', 'suggestion', 'S-2611-0001', 'a+b/c'),
      '/en/service/suggestion/track/S-2611-0001?secret=a%2Bb%2Fc',
    ],
  ])('%s is %s', (path, expected) => {
    expect(path).toBe(expected);
  });
});
