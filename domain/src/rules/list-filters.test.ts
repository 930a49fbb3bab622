import { describe, expect, it } from 'vitest';
import { isTownshipCode, KEYWORD_MAX_LENGTH } from './list-filters';

describe('KEYWORD_MAX_LENGTH', () => {
  it('is 100 characters', () => {
    expect(KEYWORD_MAX_LENGTH).toBe(100);
  });
});

describe('isTownshipCode', () => {
  it.each([
    ['10015060', true],
    ['10014010', true],
    ['1001506', false],
    ['100150600', false],
    ['1001506a', false],
    [' 10015060', false],
    ['', false],
  ] as const)('%j → %s', (text, expected) => {
    expect(isTownshipCode(text)).toBe(expected);
  });
});
