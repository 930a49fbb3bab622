import { describe, expect, it } from 'vitest';
import type { CategoryTag } from '@ecg/domain/contracts';
import {
  categoryNames,
  commaList,
  formatCount,
  linkLabel,
  tripadvisorRatingImage,
  tripadvisorRatingText,
} from './place-fields';

describe('commaList', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['Sea view', ['Sea view']],
    ['Sea view, Trail ,,Family', ['Sea view', 'Trail', 'Family']],
    ['Trail,Trail', ['Trail']],
  ])('%j → %j', (text, expected) => {
    expect(commaList(text)).toEqual(expected);
  });
});

describe('Tripadvisor rating', () => {
  it.each([
    [4.5, '4.5'],
    [4, '4.0'],
    [3.74, '3.5'],
    [3.76, '4.0'],
    [0, '0.0'],
    [5, '5.0'],
  ])('%d reads %s', (rating, text) => {
    expect(tripadvisorRatingText(rating)).toBe(text);
  });

  it('names the picture of the score', () => {
    expect(tripadvisorRatingImage(4.5)).toBe(
      'https://www.tripadvisor.com/img/cdsi/img2/ratings/traveler/4.5-MCID-5.svg',
    );
    expect(tripadvisorRatingImage(4)).toMatch(/\/4\.0-MCID-5\.svg$/);
  });
});

describe('categoryNames', () => {
  const named: CategoryTag[] = [
    { title: 'Natural scenery', value: 11 },
    { title: 'Hot springs', value: 16 },
    { title: 'Local food', value: 122 },
    { title: 'Hidden', value: 92 },
    { title: 'Payment', value: [1, 2] },
  ];

  it.each([
    ['attraction', '16,11', ['Hot springs', 'Natural scenery']],
    ['attraction', '', []],
    ['attraction', '11,99', ['Natural scenery']],
    ['attraction', '11,11', ['Natural scenery']],
    // requirements §5: for shops 123 is shown as 122 and 92 is not shown.
    ['shop', '123,92', ['Local food']],
    ['shop', '122,123', ['Local food']],
    ['accommodation', '92', []],
    // An attraction keeps its ids as they are.
    ['attraction', '92', ['Hidden']],
  ] as const)('%s %j → %j', (kind, categories, expected) => {
    expect(categoryNames(kind, categories, named)).toEqual(expected);
  });
});

describe('linkLabel', () => {
  it.each([
    ['http://www.farglory-oceanpark.com.tw/', 'farglory-oceanpark.com.tw'],
    ['https://example.com/shop/', 'example.com/shop'],
    [
      'https://www.facebook.com/Kepler2016/?ref=aymt_homepage_panel&eid=ARDh6FM8mESba',
      'facebook.com/Kepler2016',
    ],
    [
      'https://www.example.com/a-very-long-path/that-keeps-going/and-going',
      'example.com/a-very-long-path/that-keeps…',
    ],
    ['not an address', 'not an address'],
  ])('%s → %s', (url, label) => {
    expect(linkLabel(url)).toBe(label);
  });

  it('is never longer than 40 characters', () => {
    expect(linkLabel(`https://example.com/${'x'.repeat(100)}`)).toHaveLength(40);
  });
});

describe('formatCount', () => {
  it.each([
    [1234, 'en', '1,234'],
    [1234567, 'zh-tw', '1,234,567'],
    [12, 'ja', '12'],
  ])('%d in %s → %s', (count, lang, text) => {
    expect(formatCount(count, lang)).toBe(text);
  });
});
