import { describe, expect, it } from 'vitest';
import { eventStatus, isComingOrOngoing, taipeiToday, type EventStatus } from './event-status';

describe('eventStatus', () => {
  const today = '2026-11-25';
  it.each([
    ['a 2024 event, two years on', '2024-12-14 00:15:00', '2024-12-14 23:45:00', 'ended'],
    ['ended yesterday', '2026-11-20 00:00:00', '2026-11-24 23:59:59', 'ended'],
    ['ends today, late', '2026-11-20 00:00:00', '2026-11-25 23:59:59', 'ongoing'],
    [
      'ended this morning: still its last day',
      '2026-11-25 06:00:00',
      '2026-11-25 09:00:00',
      'ongoing',
    ],
    ['starts today', '2026-11-25 18:00:00', '2026-11-30 23:59:59', 'ongoing'],
    ['under way for a month', '2026-11-01 00:00:00', '2026-11-30 23:59:59', 'ongoing'],
    ['starts tomorrow', '2026-11-26 00:00:00', '2026-11-26 23:59:59', 'upcoming'],
    ['next year', '2027-07-01 00:00:00', '2027-08-31 23:59:59', 'upcoming'],
    ['end before start, past', '2026-11-20 00:00:00', '2026-11-19 00:00:00', 'ended'],
    ['end before start, today', '2026-11-25 10:00:00', '2026-11-01 00:00:00', 'ongoing'],
    ['end before start, to come', '2026-12-01 10:00:00', '2026-11-01 00:00:00', 'upcoming'],
  ] as const)('%s → %s', (_case, start, end, expected: EventStatus) => {
    expect(eventStatus({ start, end }, today)).toBe(expected);
  });
});

describe('taipeiToday', () => {
  it.each([
    // 23:30 and 00:30 in Taipei, as the evening in Los Angeles and UTC sees them.
    ['2026-11-25T15:30:00Z', '2026-11-25'],
    ['2026-11-25T16:30:00Z', '2026-11-26'],
    ['2026-12-31T16:00:00Z', '2027-01-01'],
    ['2026-11-25T07:30:00-08:00', '2026-11-25'],
    ['2026-11-25T08:30:00-08:00', '2026-11-26'],
  ])('%s is %s in Taipei', (instant, expected) => {
    expect(taipeiToday(Date.parse(instant))).toBe(expected);
  });
});

describe('isComingOrOngoing', () => {
  it.each([
    ['upcoming', true],
    ['ongoing', true],
    ['ended', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(isComingOrOngoing(status)).toBe(expected);
  });
});
