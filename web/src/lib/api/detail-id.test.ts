import { describe, expect, it } from 'vitest';
import { contentId, detailKey } from './detail-id';

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

describe('detailKey', () => {
  it('keys a detail by the id it sends, so one record is one question', () => {
    expect(detailKey('tourDetail', 'en', '05')).toEqual(detailKey('tourDetail', 'en', '5'));
    expect(detailKey('tourDetail', 'en', '5')).toEqual(['tourDetail', 'en', { id: 5 }]);
  });

  it('keeps the text of an id that names no record', () => {
    expect(detailKey('tourDetail', 'en', 'abc')).toEqual(['tourDetail', 'en', { id: 'abc' }]);
  });
});
