import { describe, expect, it } from 'vitest';
import { serviceConditionsPath, serviceFormPath, zipcodeOfSegment } from './service-routes';

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

describe("the service area's forms", () => {
  it.each([
    ['zh-tw', 'survey', '/zh-tw/service/survey'],
    ['en', 'lost-property', '/en/service/lost-property'],
    ['ja', 'a b', '/ja/service/a%20b'],
  ] as const)('serviceFormPath(%s, %s) → %s', (lang, type, expected) => {
    expect(serviceFormPath(lang, type)).toBe(expected);
  });
});
