import { describe, expect, it } from 'vitest';
import type {
  CouponSummary,
  EventSummary,
  FestivalSummary,
  PlaceSummary,
  TourSummary,
} from '@ecg/domain/contracts';
import { LIST_CONFIG, cachedCardOf, cardOf } from './list-kinds';
import { FILTER_NAMES } from './list-filters';

const place: PlaceSummary = {
  id: 5,
  name: 'Henan Temple',
  name_c: '和南寺',
  summary: 'A temple.',
  image: { src: 'https://example.org/5.jpg' },
  latlng: '23.87626,121.59884',
  zipcode: 974,
  regionId: 1,
  township: { code: '10015060', name: 'Shoufeng Township' },
  categories: [11, 13],
  access: 'open',
};

describe('cardOf', () => {
  it('a place: its township, its position, and its distance when the list is a nearby one', () => {
    expect(cardOf('attractions', place)).toEqual({
      id: 5,
      title: 'Henan Temple',
      image: 'https://example.org/5.jpg',
      meta: [{ kind: 'text', text: 'Shoufeng Township' }],
      latlng: '23.87626,121.59884',
    });
    expect(cardOf('cuisines', { ...place, image: null, distance: 0.4567 }).meta).toEqual([
      { kind: 'text', text: 'Shoufeng Township' },
      { kind: 'distance', value: 456, unit: 'm' },
    ]);
    expect(cardOf('accommodation', { ...place, distance: 12.34 }).meta[1]).toEqual({
      kind: 'distance',
      value: 12.3,
      unit: 'km',
    });
  });

  it('a tour: its days and category names', () => {
    const tour: TourSummary = {
      id: 1,
      title: 'Food walk',
      image: null,
      days: 2,
      categories: [611],
      category_names: ['Food'],
    };
    expect(cardOf('tours', tour)).toEqual({
      id: 1,
      title: 'Food walk',
      image: undefined,
      meta: [{ kind: 'days', count: 2, names: ['Food'] }],
    });
  });

  it.each([
    ['an event to come: its dates', 'upcoming', false, []],
    [
      'an event that has ended: its dates, marked ended',
      'ended',
      false,
      [{ kind: 'state', status: 'ended', dateToBeConfirmed: false }],
    ],
    [
      'an event under way whose dates are not fixed',
      'ongoing',
      true,
      [{ kind: 'state', status: 'ongoing', dateToBeConfirmed: true }],
    ],
  ] as const)('%s', (_case, status, dateToBeConfirmed, state) => {
    const event: EventSummary = {
      kind: 'event',
      id: 9,
      name: 'Sea festival',
      summary: '',
      image: null,
      start: '2024-09-06 00:00:00',
      end: '2024-09-08 23:59:59',
      status,
      dateToBeConfirmed,
      address: '',
      regionId: 3,
    };
    const card = cardOf('events', event);
    expect(card.meta).toEqual([
      { kind: 'dates', start: '2024-09-06', end: '2024-09-08' },
      ...state,
    ]);
    expect(card.opens).toBeUndefined();
  });

  it('a festival: its usual months and place, who to confirm with, and nothing to open', () => {
    const festival: FestivalSummary = {
      kind: 'festival',
      id: 4,
      name: 'Taiwan International Balloon Festival',
      place: 'Luye Highland',
      organiser: 'Taitung County Government',
      months: { from: 7, to: 8 },
      regionIds: [2],
    };
    expect(cardOf('events', festival)).toEqual({
      id: 4,
      title: 'Taiwan International Balloon Festival',
      image: undefined,
      meta: [
        { kind: 'usual', months: { from: 7, to: 8 }, place: 'Luye Highland' },
        { kind: 'confirm', organiser: 'Taitung County Government' },
      ],
      opens: false,
    });
  });

  it('a coupon: its shop and validity', () => {
    const coupon: CouponSummary = {
      id: 2,
      name: '10% off',
      image: null,
      start: '2025-01-01 00:00:00',
      end: '2025-12-31 23:59:59',
      shop_id: 721,
      shop_name: 'Wanghai Banai',
    };
    expect(cardOf('coupons', coupon).meta).toEqual([
      { kind: 'text', text: 'Wanghai Banai' },
      { kind: 'dates', start: '2025-01-01', end: '2025-12-31' },
    ]);
  });
});

describe('LIST_CONFIG', () => {
  it('never names a filter after an overlay parameter', () => {
    const overlayParams = [
      'tour',
      'coupon',
      'event',
      'attraction',
      'shop',
      'accommodation',
      'static',
      'type',
      'guide',
      'gid',
      'pid',
    ];
    for (const name of FILTER_NAMES) expect(overlayParams).not.toContain(name);
    for (const config of Object.values(LIST_CONFIG))
      for (const name of config.filters) expect(FILTER_NAMES).toContain(name);
  });

  it('opens the overlay of each kind of card', () => {
    expect(LIST_CONFIG.attractions.overlay).toBe('attraction');
    expect(LIST_CONFIG.cuisines.overlay).toBe('shop');
    expect(LIST_CONFIG.souvenirs.overlay).toBe('shop');
    expect(LIST_CONFIG.accommodation.overlay).toBe('accommodation');
    expect(LIST_CONFIG.tours.overlay).toBe('tour');
    expect(LIST_CONFIG.events.overlay).toBe('event');
    expect(LIST_CONFIG.coupons.overlay).toBe('coupon');
  });
});

describe('cachedCardOf', () => {
  it('makes the card of an item once, so a row that scrolls back in gets the same card', () => {
    const item = { ...place };
    expect(cachedCardOf('attractions', item)).toBe(cachedCardOf('attractions', item));
    expect(cachedCardOf('attractions', item)).toEqual(cardOf('attractions', item));
  });
});
