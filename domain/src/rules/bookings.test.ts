import { describe, expect, it } from 'vitest';
import {
  batchStartsAt,
  batchState,
  bookingContactForgottenAt,
  bookingDeadline,
  isCancellable,
  placesLeft,
  statusOnArrival,
  type BatchFacts,
  type BookingStatus,
} from './bookings';

const HOUR = 3_600_000;
const starts = Date.parse('2026-12-05T02:00:00Z'); // 10:00 in Taipei
const batch: BatchFacts = { open: true, startsAt: starts, capacity: 20, booked: 5 };

describe('batchStartsAt', () => {
  it.each([
    ['2026-12-05', '10:00', starts],
    ['2026-12-05', '00:30', Date.parse('2026-12-04T16:30:00Z')],
    ['2026-02-30', '10:00', Number.NaN],
  ])('%s %s starts at %d', (date, time, instant) => {
    expect(batchStartsAt(date, time)).toBe(instant);
  });
});

describe('batchState', () => {
  it.each([
    ['open with room', batch, { groupMin: 1, leadDays: 0 }, starts - HOUR, 'open'],
    ['closed by the centre', { ...batch, open: false }, { groupMin: 1, leadDays: 0 }, 0, 'closed'],
    ['started', batch, { groupMin: 1, leadDays: 0 }, starts, 'closed'],
    ['past', batch, { groupMin: 1, leadDays: 0 }, starts + HOUR, 'closed'],
    ['past its lead time', batch, { groupMin: 1, leadDays: 3 }, starts - 72 * HOUR, 'closed'],
    ['before its lead time', batch, { groupMin: 1, leadDays: 3 }, starts - 73 * HOUR, 'open'],
    ['every place taken', { ...batch, booked: 20 }, { groupMin: 1, leadDays: 0 }, 0, 'full'],
    ['no room for a group', { ...batch, booked: 12 }, { groupMin: 10, leadDays: 0 }, 0, 'full'],
    ['room for a group', { ...batch, booked: 10 }, { groupMin: 10, leadDays: 0 }, 0, 'open'],
    [
      'full and closed',
      { ...batch, booked: 20, open: false },
      { groupMin: 1, leadDays: 0 },
      0,
      'closed',
    ],
  ] as const)('%s: %s', (_case, facts, offering, now, state) => {
    expect(batchState(facts, offering, now)).toBe(state);
  });
});

describe('placesLeft and the deadline', () => {
  it.each([
    [20, 5, 15],
    [20, 20, 0],
    [3, 4, 0],
  ])('capacity %i with %i booked leaves %i', (capacity, booked, left) => {
    expect(placesLeft({ capacity, booked })).toBe(left);
  });

  it.each([
    [0, starts],
    [2, starts - 48 * HOUR],
  ])('%i lead days close bookings at %d', (leadDays, deadline) => {
    expect(bookingDeadline(starts, leadDays)).toBe(deadline);
  });
});

describe('a booking', () => {
  it.each([
    ['tour', 'confirmed'],
    ['narrator', 'requested'],
  ] as const)('of a %s arrives %s', (kind, status) => {
    expect(statusOnArrival(kind)).toBe(status);
  });

  it.each([
    ['requested', starts - HOUR, true],
    ['confirmed', starts - 1, true],
    ['confirmed', starts, false],
    ['cancelled', starts - HOUR, false],
  ] as [BookingStatus, number, boolean][])('%s at %d is cancellable: %s', (status, now, yes) => {
    expect(isCancellable(status, starts, now)).toBe(yes);
  });

  it('forgets its contact 90 days after the visit', () => {
    expect(bookingContactForgottenAt(starts)).toBe(starts + 90 * 24 * HOUR);
  });
});
