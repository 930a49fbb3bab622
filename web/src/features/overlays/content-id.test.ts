import { describe, expect, it } from 'vitest';
import { contentId } from './content-id';

describe('contentId', () => {
  it.each([
    ['1', 1],
    ['2031', 2031],
  ])('reads %s as %d', (text, id) => {
    expect(contentId(text)).toBe(id);
  });

  it.each(['0', '-3', '1.5', 'abc', '', ' 4', '99999999999999999999'])(
    'names no record with %j',
    (text) => {
      expect(() => contentId(text)).toThrow(/not a content id/);
    },
  );
});
