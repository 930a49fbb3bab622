import { describe, expect, it } from 'vitest';
import { CARD_SUMMARY_WIDTH, clipText, textWidth } from './text';

describe('textWidth', () => {
  it.each([
    ['abc', 3],
    ['三仙台', 6],
    ['サンゴ礁', 8],
    ['동해안', 6],
    ['ＡＢ', 4],
    ['a、b。', 6],
    ['😀', 1],
    ['', 0],
  ])('%j is %i columns', (text, width) => {
    expect(textWidth(text)).toBe(width);
  });
});

describe('clipText', () => {
  it.each([
    ['short', 10, 'short'],
    ['  padded  ', 10, 'padded'],
    ['exactly10!', 10, 'exactly10!'],
    ['eleven chars', 10, 'eleven ch…'],
    ['one two three four five six', 20, 'one two three four…'],
    ['三仙台由三座岩礁組成', 10, '三仙台由…'],
    ['三仙台由三座岩礁組成', 11, '三仙台由三…'],
    ['三仙台由三', 10, '三仙台由三'],
    ['ab三仙台', 5, 'ab三…'],
  ])('%j to %i columns → %j', (text, max, expected) => {
    expect(clipText(text, max)).toBe(expected);
  });

  it('gives a Chinese card half as many characters as an English one', () => {
    expect(CARD_SUMMARY_WIDTH).toBe(120);
    expect([...clipText('甲'.repeat(500), CARD_SUMMARY_WIDTH)]).toHaveLength(60);
    expect([...clipText('a'.repeat(500), CARD_SUMMARY_WIDTH)]).toHaveLength(120);
    expect(textWidth(clipText('甲a'.repeat(500), CARD_SUMMARY_WIDTH))).toBeLessThanOrEqual(
      CARD_SUMMARY_WIDTH,
    );
  });
});
