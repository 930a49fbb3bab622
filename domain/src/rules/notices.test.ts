import { describe, expect, it } from 'vitest';
import {
  noticesForZipcode,
  NOTICE_FIRST_FETCH_DELAY_MS,
  NOTICE_TYPE,
  hasUnread,
  isInForce,
  isRead,
  appliesInMonth,
  markRead,
  parseReadIds,
  pruneReadIds,
  resolveFetchedNotices,
  serializeReadIds,
  stripTitleMarkers,
  withReadFlags,
} from './notices';

const notice = (id: number | string, type: number | string = NOTICE_TYPE.dialog) => ({ id, type });
const NOVEMBER = 11;

describe('NOTICE_TYPE', () => {
  it('numbers the kinds as requirements §3 does', () => {
    expect(NOTICE_TYPE).toEqual({ dialog: 0, bell: 1, warn: 2 });
  });

  it('waits the requirements §9 second before the first fetch', () => {
    expect(NOTICE_FIRST_FETCH_DELAY_MS).toBe(1000);
  });
});

describe('parseReadIds', () => {
  it.each([
    [null, []],
    [undefined, []],
    ['', []],
    ['1', ['1']],
    ['1,2,3', ['1', '2', '3']],
    [' 1 , 2 ,,3, ', ['1', '2', '3']],
    [',,', []],
    ['5,5,6', ['5', '6']],
    ['a1,b2', ['a1', 'b2']],
  ] as const)('%j → %j', (stored, expected) => {
    expect(parseReadIds(stored)).toEqual(expected);
  });
});

describe('serializeReadIds', () => {
  it.each([
    [[], ''],
    [['1'], '1'],
    [['1', 2, 'x'], '1,2,x'],
  ] as const)('%j → %j', (ids, expected) => {
    expect(serializeReadIds(ids)).toBe(expected);
  });

  it('round-trips through parseReadIds', () => {
    expect(parseReadIds(serializeReadIds(['3', '1', '2']))).toEqual(['3', '1', '2']);
  });
});

describe('pruneReadIds', () => {
  it.each([
    [
      ['1', '2', '3'],
      [notice(1), notice(3)],
      ['1', '3'],
    ],
    [['1', '2'], [notice('2')], ['2']],
    [['1', '2'], [], []],
    [[], [notice(1)], []],
    [['01'], [notice(1)], []],
  ] as const)('%j against %j → %j', (readIds, fetched, expected) => {
    expect(pruneReadIds(readIds, fetched)).toEqual(expected);
  });
});

describe('stripTitleMarkers', () => {
  it.each([
    ['**颱風警報**', '颱風警報'],
    ['** 重要 ** 公告', '重要  公告'],
    ['a*b', 'a*b'],
    ['***x***', '*x*'],
    ['plain', 'plain'],
    ['', ''],
  ] as const)('%j → %j', (title, expected) => {
    expect(stripTitleMarkers(title)).toBe(expected);
  });
});

describe('isRead and markRead', () => {
  it.each([
    [[], 1, false, ['1']],
    [['1'], 1, true, ['1']],
    [['1'], '1', true, ['1']],
    [['1'], 2, false, ['1', '2']],
    [['2'], 'x', false, ['2', 'x']],
  ] as const)('%j with %j', (readIds, id, read, marked) => {
    expect(isRead(readIds, id)).toBe(read);
    expect(markRead(readIds, id)).toEqual(marked);
  });

  it('does not change the list it is given', () => {
    const readIds = ['1'];
    markRead(readIds, 2);
    expect(readIds).toEqual(['1']);
  });
});

describe('hasUnread', () => {
  it.each([
    [[], [], false],
    [[notice(1)], [], true],
    [[notice(1)], ['1'], false],
    [[notice(1), notice('2')], ['1'], true],
    [[notice(1), notice('2')], ['1', '2'], false],
    [[notice(1)], ['9'], true],
  ] as const)('%j read %j → %s', (notices, readIds, expected) => {
    expect(hasUnread(notices, readIds)).toBe(expected);
  });
});

describe('withReadFlags', () => {
  it('adds isReaded and keeps the other fields', () => {
    const notices = [
      { id: 1, type: 0, title: 'a' },
      { id: 2, type: 2, title: 'b' },
    ];
    expect(withReadFlags(notices, ['2'])).toEqual([
      { id: 1, type: 0, title: 'a', isReaded: false },
      { id: 2, type: 2, title: 'b', isReaded: true },
    ]);
  });
});

describe('resolveFetchedNotices', () => {
  it.each([
    ['nothing fetched', [], ['1'], undefined, []],
    ['no warnings', [notice(1, 0), notice(2, 1)], [], undefined, []],
    ['one unread warning', [notice(1, 0), notice(2, 2)], [], 2, ['2']],
    [
      'the first unread warning pops, the rest are read silently',
      [notice(1, 2), notice(2, 0), notice(3, 2), notice(4, 2)],
      [],
      1,
      ['1', '3', '4'],
    ],
    ['read warnings are skipped', [notice(1, 2), notice(3, 2)], ['1'], 3, ['1', '3']],
    ['all warnings read', [notice(1, 2), notice(3, 2)], ['1', '3'], undefined, ['1', '3']],
    ['string type and id', [notice('7', '2')], [], '7', ['7']],
    ['withdrawn ids are pruned', [notice(5, 1)], ['4', '5'], undefined, ['5']],
    ['pruned before popping', [notice(5, 2)], ['4'], 5, ['5']],
    ['other types stay unread', [notice(1, 1), notice(2, 2)], [], 2, ['2']],
  ] as const)('%s', (_case, fetched, readIds, popupId, expectedReadIds) => {
    const result = resolveFetchedNotices(fetched, readIds, NOVEMBER);
    expect(result.popup?.id).toBe(popupId);
    expect(result.readIds).toEqual(expectedReadIds);
  });

  it('returns the fetched notice object itself as the popup', () => {
    const warning = { id: 1, type: 2, title: 'x' };
    expect(resolveFetchedNotices([warning], [], NOVEMBER).popup).toBe(warning);
  });

  it('pops nothing on the next fetch of the same list', () => {
    const fetched = [notice(1, 2), notice(2, 2)];
    const first = resolveFetchedNotices(fetched, [], NOVEMBER);
    expect(resolveFetchedNotices(fetched, first.readIds, NOVEMBER).popup).toBeUndefined();
  });
});

describe('seasonal warnings', () => {
  const typhoons = { id: 1, type: 2, months: [7, 8, 9] };
  const allYear = { id: 2, type: 2 };
  const noMonths = { id: 3, type: 2, months: [] };

  it.each([
    [typhoons, 6, false],
    [typhoons, 7, true],
    [typhoons, 9, true],
    [typhoons, 10, false],
    [typhoons, 11, false],
    [allYear, 11, true],
    [noMonths, 1, true],
    [{ id: 9, months: [12, 1, 2] }, 1, true],
    [{ id: 9, months: [12, 1, 2] }, 3, false],
  ] as const)('%j applies in month %i: %s', (notice, month, expected) => {
    expect(appliesInMonth(notice, month)).toBe(expected);
  });

  it.each([
    ['August: the typhoon warning pops up', [typhoons, allYear], [], 8, 1, ['1', '2']],
    [
      'November: the all-year one pops, the typhoon one stays unread',
      [typhoons, allYear],
      [],
      11,
      2,
      ['2'],
    ],
    [
      'November, nothing else unread: no pop-up at all',
      [typhoons, allYear],
      ['2'],
      11,
      undefined,
      ['2'],
    ],
    ['next July, still unread: it pops up then', [typhoons], [], 7, 1, ['1']],
    ['read in August: not again in September', [typhoons], ['1'], 9, undefined, ['1']],
  ] as const)('%s', (_case, fetched, readIds, month, popupId, expectedReadIds) => {
    const result = resolveFetchedNotices(fetched, readIds, month);
    expect(result.popup?.id).toBe(popupId);
    expect(result.readIds).toEqual(expectedReadIds);
  });
});

describe('isInForce', () => {
  // 2026-11-21 10:00:00 in Taipei is 02:00 UTC.
  const now = Date.UTC(2026, 10, 21, 2, 0, 0);
  it.each([
    ['an editorial notice, without an end', {}, true],
    ['a warning that ends later today', { expires: '2026-11-21 17:00:00' }, true],
    ['a warning that ends this very second', { expires: '2026-11-21 10:00:00' }, false],
    ['a warning that ended a second ago', { expires: '2026-11-21 09:59:59' }, false],
    ['a warning that ends tomorrow, whatever UTC says', { expires: '2026-11-22 01:00:00' }, true],
    [
      "a sample's example warning, on its recorded day",
      { expires: '2026-11-14 20:30:00', source: { provider: 'CWA', sample: true } },
      true,
    ],
    [
      'a live warning that ended',
      { expires: '2026-11-14 20:30:00', source: { provider: 'CWA', sample: false } },
      false,
    ],
  ] as const)('%s', (_case, notice, expected) => {
    expect(isInForce(notice, now)).toBe(expected);
  });
});

describe('noticesForZipcode', () => {
  const taroko = { id: 2, zipcodes: [972] };
  const islands = { id: 4, zipcodes: [951, 952] };
  const everywhere = { id: 1 };
  const none = { id: 6, zipcodes: [] };
  it.each([
    [972, [taroko]],
    [951, [islands]],
    [952, [islands]],
    [970, []],
  ] as const)('zipcode %i → %j', (zipcode, expected) => {
    expect(noticesForZipcode([everywhere, taroko, islands, none], zipcode)).toEqual(expected);
  });
});
