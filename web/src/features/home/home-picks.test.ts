import { describe, expect, it } from 'vitest';
import { daySpan, taipeiText, upcomingFirst } from './event-picks';
import { articleTarget, spreadByRegion } from './home-picks';

describe('spreadByRegion', () => {
  const place = (id: number, regionId: number) => ({ id, regionId });

  it.each([
    ['empty', [], []],
    ['one region keeps its order', [place(1, 1), place(2, 1)], [1, 2]],
    [
      'takes the regions in turns, each in its own order',
      [place(1, 1), place(2, 1), place(3, 1), place(4, 2), place(5, 3), place(6, 2)],
      [1, 4, 5, 2, 6, 3],
    ],
    [
      'uneven regions run out one after the other',
      [place(1, 2), place(2, 1), place(3, 1)],
      [1, 2, 3],
    ],
  ])('%s', (_name, items, ids) => {
    expect(spreadByRegion(items).map((item) => item.id)).toEqual(ids);
  });
});

describe('upcomingFirst', () => {
  const event = (id: number, start: string, end: string) => ({ id, start, end });
  // 2026-11-21 10:00 in Taipei.
  const now = Date.UTC(2026, 10, 21, 2, 0, 0);
  const events = [
    event(1, '2026-10-01 00:00:00', '2026-10-31 23:59:59'),
    event(2, '2026-12-01 00:00:00', '2026-12-02 23:59:59'),
    event(3, '2026-11-20 00:00:00', '2026-11-21 10:00:00'),
    event(4, '2026-11-01 00:00:00', '2026-11-21 09:59:59'),
    event(5, '2026-11-25 00:00:00', '2026-11-25 23:59:59'),
  ];

  it('writes now as Taipei wall time', () => {
    expect(taipeiText(now)).toBe('2026-11-21 10:00:00');
  });

  it('puts events under way and to come first, soonest first, then the latest ended', () => {
    expect(upcomingFirst(events, now).map((item) => item.id)).toEqual([3, 5, 2, 4, 1]);
  });

  it('with every event over, shows the most recently ended first', () => {
    const later = Date.UTC(2027, 0, 1);
    expect(upcomingFirst(events, later).map((item) => item.id)).toEqual([2, 5, 3, 4, 1]);
  });
});

describe('daySpan', () => {
  it.each([
    ['2024-12-14 00:15:00', '2024-12-14 23:45:00', '2024-12-14'],
    ['2024-10-01 00:00:00', '2024-10-31 23:59:59', '2024-10-01 – 10-31'],
    ['2024-12-20 00:00:00', '2025-01-05 23:59:59', '2024-12-20 – 2025-01-05'],
  ])('%s to %s is %s', (start, end, text) => {
    expect(daySpan(start, end)).toBe(text);
  });
});

describe('articleTarget', () => {
  it.each([
    [undefined, 'en', undefined],
    ['', 'en', undefined],
    ['/search/tours/category/613', 'en', { to: '/en/search/tours/category/613' }],
    ['/?static=ferry&type=greenisland', 'ja', { to: '/ja/?static=ferry&type=greenisland' }],
    ['https://www.eastcoast-nsa.gov.tw/', 'zh-tw', { href: 'https://www.eastcoast-nsa.gov.tw/' }],
  ] as const)('%s in %s', (href, lang, target) => {
    expect(articleTarget(href, lang)).toEqual(target);
  });
});
