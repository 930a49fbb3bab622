import { describe, expect, it } from 'vitest';
import {
  smsHref,
  sosDegrees,
  sosLines,
  sosMapUrl,
  sosText,
  sosTownshipText,
  type PositionFix,
  type SosLine,
  type SosTownship,
} from './sos-message';

// Sanxiantai's visitor centre, as the open data places it.
const sanxiantai: PositionFix = { lat: 23.12326, lng: 121.4071, accuracy: 14.2 };
const chenggong: SosTownship = {
  name: 'Chenggong Township, Taitung County',
  chinese: '臺東縣成功鎮',
};
const SANXIANTAI_MAP = 'https://www.google.com/maps/search/?api=1&query=23.12326,121.40710';

describe('sosDegrees: five decimals, a point whatever the language', () => {
  it.each([
    [23.123456789, '23.12346'],
    [121.4071, '121.40710'],
    [22.000004, '22.00000'],
    [-33.8688, '-33.86880'],
  ])('%d → %s', (value, text) => {
    expect(sosDegrees(value)).toBe(text);
  });

  it('gives a map link with a pin at the point', () => {
    expect(sosMapUrl(sanxiantai)).toBe(SANXIANTAI_MAP);
  });
});

describe('sosTownshipText', () => {
  it.each<[SosTownship, string]>([
    [chenggong, 'Chenggong Township, Taitung County (臺東縣成功鎮)'],
    [{ name: '臺東縣成功鎮', chinese: '臺東縣成功鎮' }, '臺東縣成功鎮'],
    [{ name: '成功鎮' }, '成功鎮'],
  ])('%j → %s', (township, text) => {
    expect(sosTownshipText(township)).toBe(text);
  });
});

describe('sosLines', () => {
  it.each<[string, Parameters<typeof sosLines>[0], SosLine[]]>([
    [
      'a fix in a township',
      { fix: sanxiantai, township: chenggong },
      [
        { kind: 'help' },
        { kind: 'coordinates', latitude: '23.12326', longitude: '121.40710' },
        { kind: 'accuracy', metres: 15 },
        { kind: 'township', township: 'Chenggong Township, Taitung County (臺東縣成功鎮)' },
        { kind: 'map', url: SANXIANTAI_MAP },
      ],
    ],
    [
      'a fix outside our townships (Taipei), with no accuracy given',
      { fix: { lat: 25.04, lng: 121.56 } },
      [
        { kind: 'help' },
        { kind: 'coordinates', latitude: '25.04000', longitude: '121.56000' },
        {
          kind: 'map',
          url: 'https://www.google.com/maps/search/?api=1&query=25.04000,121.56000',
        },
      ],
    ],
    [
      'an accuracy of zero or not a number is left out',
      { fix: { lat: 25.04, lng: 121.56, accuracy: Number.NaN } },
      [
        { kind: 'help' },
        { kind: 'coordinates', latitude: '25.04000', longitude: '121.56000' },
        {
          kind: 'map',
          url: 'https://www.google.com/maps/search/?api=1&query=25.04000,121.56000',
        },
      ],
    ],
    [
      'no position, a township the visitor named',
      { township: { name: 'Ludao Township', chinese: '臺東縣綠島鄉' } },
      [{ kind: 'helpNoPosition' }, { kind: 'township', township: 'Ludao Township (臺東縣綠島鄉)' }],
    ],
    ['no position, no township', {}, [{ kind: 'helpNoPosition' }]],
  ])('%s', (_case, input, lines) => {
    expect(sosLines(input)).toEqual(lines);
  });
});

describe('sosText and smsHref', () => {
  const say = (line: SosLine) =>
    line.kind === 'coordinates'
      ? `${line.latitude}, ${line.longitude}`
      : line.kind === 'township'
        ? line.township
        : line.kind === 'map'
          ? line.url
          : line.kind;

  it('says each line, one a line', () => {
    expect(sosText(sosLines({ fix: { lat: 23.12326, lng: 121.4071 } }), say)).toBe(
      `help\n23.12326, 121.40710\n${SANXIANTAI_MAP}`,
    );
  });

  it.each([
    ['help', 'sms:?&body=help'],
    ['救命 & 23.1,121.4\n?', 'sms:?&body=%E6%95%91%E5%91%BD%20%26%2023.1%2C121.4%0A%3F'],
  ])('the text message of %j has no recipient and the text as body', (body, href) => {
    expect(smsHref(body)).toBe(href);
  });
});
