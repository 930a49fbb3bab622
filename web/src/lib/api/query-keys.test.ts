import { hashKey } from '../query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callKey, pagesKey } from './query-keys';

afterEach(() => vi.useRealTimers());

describe('callKey', () => {
  it('is the call, the language and what the call asks', () => {
    expect(callKey('categories', 'en', { kind: 'tour' })).toEqual([
      'categories',
      'en',
      { kind: 'tour' },
    ]);
    expect(callKey('regions', 'ja')).toEqual(['regions', 'ja', {}]);
  });

  it('leaves out what is not sent, so an empty filter is the same question as none', () => {
    expect(callKey('attractions', 'en', { q: '', region: undefined, pageSize: 50 })).toEqual(
      callKey('attractions', 'en', { pageSize: 50 }),
    );
  });

  it("never holds a visitor's secret: the key is kept on the phone with the answer", () => {
    expect(callKey('application', 'en', { number: 'B-0001', secret: 'ABCDEFGH' })).toEqual([
      'application',
      'en',
      { number: 'B-0001' },
    ]);
    expect(callKey('checkOpinion', 'en', { number: 'S-1', code: '123456' })).toEqual([
      'checkOpinion',
      'en',
      { number: 'S-1' },
    ]);
  });

  it('is the same question whatever the order of its params', () => {
    expect(hashKey(callKey('tags', 'en', { kind: 'food', pageSize: 9 }))).toBe(
      hashKey(callKey('tags', 'en', { pageSize: 9, kind: 'food' })),
    );
  });

  it('keeps the answers of a call that changes at Taipei midnight apart by day', () => {
    vi.useFakeTimers({ now: Date.parse('2026-09-30T15:59:59Z') });
    const evening = callKey('activities', 'en', { pageSize: 8 });
    const detail = callKey('recentEvents', 'en', { id: 3 });
    const sunrise = callKey('sunrise', 'en', { zipcode: 970 });
    const moonrise = callKey('moonrise', 'en', { zipcode: 970 });
    vi.setSystemTime(Date.parse('2026-09-30T16:00:01Z'));
    expect(callKey('activities', 'en', { pageSize: 8 })).not.toEqual(evening);
    expect(callKey('recentEvents', 'en', { id: 3 })).not.toEqual(detail);
    // Yesterday's sunrise kept offline is never shown as today's.
    expect(callKey('sunrise', 'en', { zipcode: 970 })).not.toEqual(sunrise);
    expect(callKey('moonrise', 'en', { zipcode: 970 })).not.toEqual(moonrise);
    expect(evening).toEqual(['activities', 'en', { pageSize: 8, taipeiDay: 20_726 }]);
  });

  it('keeps other calls under one key across days', () => {
    vi.useFakeTimers({ now: Date.parse('2026-09-30T15:59:59Z') });
    const before = callKey('tours', 'en', { pageSize: 8 });
    vi.setSystemTime(Date.parse('2026-09-30T16:00:01Z'));
    expect(callKey('tours', 'en', { pageSize: 8 })).toEqual(before);
  });
});

describe('pagesKey', () => {
  it("extends the call's key, so a list's pages never take the place of one answer", () => {
    const pages = pagesKey('attractions', 'en', { pageSize: 50 });
    expect(pages).toEqual([...callKey('attractions', 'en', { pageSize: 50 }), 'pages']);
    expect(hashKey(pages)).not.toBe(hashKey(callKey('attractions', 'en', { pageSize: 50 })));
  });
});
