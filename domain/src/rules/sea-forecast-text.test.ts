import { describe, expect, it } from 'vitest';
import { parseBeaufort, parseWaveHeight } from './sea-forecast-text';

describe('parseWaveHeight', () => {
  it.each([
    ['a range', '1至2公尺', { min: 1, max: 2 }],
    ['decimals', '1.5至2.5公尺', { min: 1.5, max: 2.5 }],
    ['one value', '2公尺', { min: 2, max: 2 }],
    ['a change in the period', '2至3公尺轉3至4公尺', { min: 2, max: 4 }],
    ['a short change', '1轉2公尺', { min: 1, max: 2 }],
    ['or less', '0.5公尺以下', { min: 0, max: 0.5 }],
    ['full-width digits', '１至２公尺', { min: 1, max: 2 }],
    ['no number', '浪況不明', undefined],
    ['nothing', undefined, undefined],
  ] as const)('%s: %s', (_case, text, expected) => {
    expect(parseWaveHeight(text)).toEqual(expected);
  });
});

describe('parseBeaufort', () => {
  it.each([
    ['a range', '4至5級', { min: 4, max: 5 }],
    ['one force', '6級', { min: 6, max: 6 }],
    ['gusts apart from the wind', '4至5陣風7級', { min: 4, max: 5, gust: 7 }],
    ['gusts written with 級', '6至7級陣風9級', { min: 6, max: 7, gust: 9 }],
    ['a change with stronger gusts', '4至5陣風7級晨轉5至6陣風8級', { min: 4, max: 6, gust: 8 }],
    ['or less', '3級以下', { min: 0, max: 3 }],
    ['only gusts', '陣風8級', undefined],
    ['no number', '風力不明', undefined],
    ['nothing', undefined, undefined],
  ] as const)('%s: %s', (_case, text, expected) => {
    expect(parseBeaufort(text)).toEqual(expected);
  });
});
