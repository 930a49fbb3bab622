import { describe, expect, it } from 'vitest';
import { coordinateText, xmlAttribute, xmlText } from './xml-text';

describe('xmlText', () => {
  it.each([
    ['plain text', '三仙台 Sanxiantai', '三仙台 Sanxiantai'],
    [
      'the five markup characters',
      `Fish & "Chips" <'n'>`,
      'Fish &amp; &quot;Chips&quot; &lt;&apos;n&apos;&gt;',
    ],
    ['an entity already written is escaped again', '&amp;', '&amp;amp;'],
    ['a line break and a tab stay', 'a\n\tb', 'a\n\tb'],
    ['a carriage return as a reference', 'a\r\nb', 'a&#13;\nb'],
    ['controls XML forbids are left out', 'a\u0000b\u001Fc\u007F', 'abc\u007F'],
    ['a lone surrogate is left out, a pair kept', 'a\uD800b😀', 'ab😀'],
    ['the two noncharacters are left out', 'a\uFFFEb\uFFFF', 'ab'],
  ])('%s', (_case, text, expected) => {
    expect(xmlText(text)).toBe(expected);
  });
});

describe('xmlAttribute', () => {
  it.each([
    [
      'an address with a query',
      'https://x.tw/pwa/#/en/?tour=3&day=1',
      'https://x.tw/pwa/#/en/?tour=3&amp;day=1',
    ],
    ['quotes of both kinds', `"a" 'b'`, '&quot;a&quot; &apos;b&apos;'],
    ['tabs and line breaks as references', 'a\tb\nc\rd', 'a&#9;b&#10;c&#13;d'],
    ['a forbidden control left out', 'a\u0008b', 'ab'],
  ])('%s', (_case, text, expected) => {
    expect(xmlAttribute(text)).toBe(expected);
  });
});

describe('coordinateText', () => {
  it.each([
    [23.1236, '23.123600'],
    [121.41131234567, '121.411312'],
    [-0.0000001, '0.000000'],
    [-0, '0.000000'],
    [-23.5, '-23.500000'],
    [180, '180.000000'],
    [0.0000006, '0.000001'],
  ])('%d → %s', (degrees, expected) => {
    expect(coordinateText(degrees)).toBe(expected);
  });
});
