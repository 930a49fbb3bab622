import { describe, expect, it } from 'vitest';
import { arrivalOf, phoneKey, placesHeldBy, sameBooker, type Arrival } from './booking-limits';
import type { OfferingKind } from './bookings';

describe('arrivalOf', () => {
  it.each([
    ['tour', 1, 0, 10, { status: 'confirmed' }],
    ['tour', 10, 0, 10, { status: 'confirmed' }],
    ['tour', 11, 0, 10, { status: 'requested' }],
    ['tour', 200, 0, 10, { status: 'requested' }],
    ['tour', 200, 0, 200, { status: 'confirmed' }],
    ['tour', 4, 6, 10, { status: 'confirmed' }],
    ['tour', 5, 6, 10, { refused: 'contactLimit', limit: 10 }],
    ['tour', 1, 30, 10, { refused: 'contactLimit', limit: 10 }],
    ['tour', 1, 1, 1, { refused: 'contactLimit', limit: 1 }],
    ['narrator', 4, 0, 10, { status: 'requested' }],
    ['narrator', 40, 0, 10, { status: 'requested' }],
    ['narrator', 5, 6, 10, { refused: 'contactLimit', limit: 10 }],
  ] as [OfferingKind, number, number, number, Arrival][])(
    'a %s party of %i, %i held by its contact, limit %i: %j',
    (kind, party, held, contactLimit, arrival) => {
      expect(arrivalOf(kind, { party, held, contactLimit })).toEqual(arrival);
    },
  );
});

describe('one booker', () => {
  it.each([
    ['0912-345-678', '0912345678'],
    ['+886 912 345 678', '0912345678'],
    ['00886912345678', '0912345678'],
    ['(03) 823-2158', '038232158'],
    ['+81 3-1234-5678', '81312345678'],
    ['', undefined],
    [null, undefined],
  ])('reads the phone %j as %j', (phone, key) => {
    expect(phoneKey(phone)).toBe(key);
  });

  it.each([
    [{ email: 'Mei@Example.TW ' }, { email: 'mei@example.tw', phone: null }, true],
    [{ phone: '+886 912 345 678' }, { email: null, phone: '0912-345-678' }, true],
    [{ email: 'a@example.tw', phone: '0912345678' }, { email: null, phone: '0912345678' }, true],
    [{ email: 'a@example.tw' }, { email: 'b@example.tw', phone: null }, false],
    [{ email: 'a@example.tw' }, { email: null, phone: '0912345678' }, false],
    [{ phone: '0912345678' }, { email: null, phone: null }, false],
  ])('%j and %j are one booker: %s', (a, b, same) => {
    expect(sameBooker(a, b)).toBe(same);
  });

  it('counts the places of their bookings only', () => {
    const bookings = [
      { party: 4, email: 'mei@example.tw', phone: null },
      { party: 3, email: null, phone: '0912-345-678' },
      { party: 6, email: 'other@example.tw', phone: '0987654321' },
    ];
    expect(placesHeldBy({ email: 'MEI@example.tw', phone: '0912345678' }, bookings)).toBe(7);
    expect(placesHeldBy({ email: 'new@example.tw' }, bookings)).toBe(0);
  });
});
