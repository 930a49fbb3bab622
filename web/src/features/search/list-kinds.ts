import type {
  CouponSummary,
  EventListItem,
  PlaceSummary,
  TagKind,
  TourSummary,
} from '@ecg/domain/contracts';
import type { UsualMonths } from '@ecg/domain/rules/festivals';
import { formatDistance } from '@ecg/domain/rules/distance';
import type { Overlay } from '@ecg/domain/routes';
import type { ListCall } from '@/lib/api/answers';
import type { FilterName } from './list-filters';
import type { ListKind } from './search-route';

type IdOverlayKind = Exclude<Overlay['kind'], 'static'>;

/** The summary each list's call answers. */
export interface ItemOfKind {
  attractions: PlaceSummary;
  cuisines: PlaceSummary;
  souvenirs: PlaceSummary;
  accommodation: PlaceSummary;
  tours: TourSummary;
  events: EventListItem;
  coupons: CouponSummary;
}
export type ListItem = ItemOfKind[ListKind];

export interface ListConfig {
  api: ListCall;
  /** Fixed query of the call (the shops' sub-list). */
  query?: Readonly<Record<string, string>>;
  /** The overlay a card opens. */
  overlay: IdOverlayKind;
  /** The filters of the query string this list offers. */
  filters: readonly FilterName[];
  /** The filter tags' list (tags?kind=…), when the list has tags. */
  tagKind?: TagKind;
}

const PLACE_FILTERS = ['q', 'region', 'township', 'tag'] as const;

/** Each list's call, overlay and filters (requirements §2 Other sections). */
export const LIST_CONFIG: Readonly<Record<ListKind, ListConfig>> = {
  attractions: {
    api: 'attractions',
    overlay: 'attraction',
    filters: PLACE_FILTERS,
    tagKind: 'attraction',
  },
  cuisines: {
    api: 'shops',
    query: { type: 'cuisines' },
    overlay: 'shop',
    filters: PLACE_FILTERS,
    tagKind: 'food',
  },
  souvenirs: {
    api: 'shops',
    query: { type: 'souvenirs' },
    overlay: 'shop',
    filters: PLACE_FILTERS,
    tagKind: 'shop',
  },
  accommodation: {
    api: 'accommodations',
    overlay: 'accommodation',
    filters: PLACE_FILTERS,
    tagKind: 'hotel',
  },
  tours: { api: 'tours', overlay: 'tour', filters: [] },
  events: { api: 'activities', overlay: 'event', filters: ['q', 'region', 'past'] },
  coupons: { api: 'coupons', overlay: 'coupon', filters: ['q'] },
};

/** What a card of a list says: title, picture and the lines under the title. */
export interface CardText {
  id: number;
  title: string;
  image: string | undefined;
  /** Each entry a line: place, dates, distance … */
  meta: MetaPart[];
  /** False for a card with no detail to open: a recurring festival says all it knows. */
  opens?: false;
  /** The place's position, which a favourite kept from the card carries to the GPX and KML. */
  latlng?: string | null;
}

/** A line of a card, as data: the screen words it in the visitor's language. */
export type MetaPart =
  | { kind: 'text'; text: string }
  | { kind: 'dates'; start: string; end: string }
  | { kind: 'days'; count: number; names: string[] }
  | { kind: 'distance'; value: number; unit: 'm' | 'km' }
  /** An event under way or ended, or whose dates are not fixed yet (requirements §3). */
  | { kind: 'state'; status: 'upcoming' | 'ongoing' | 'ended'; dateToBeConfirmed: boolean }
  /** A recurring festival: the months it is usually held, and where. */
  | { kind: 'usual'; months: UsualMonths; place: string }
  | { kind: 'confirm'; organiser: string };

/** The day of a `YYYY-MM-DD HH:mm:ss` text (requirements §5). */
const dayOf = (text: string): string => text.slice(0, 10);

function placeCard(item: PlaceSummary): CardText {
  const meta: MetaPart[] = [{ kind: 'text', text: item.township.name }];
  if (item.distance !== undefined)
    meta.push({ kind: 'distance', ...formatDistance(item.distance) });
  return { id: item.id, title: item.name, image: item.image?.src, meta, latlng: item.latlng };
}

/** A dated event with where it stands today, or a festival with its usual months and organiser. */
function eventCard(item: EventListItem): CardText {
  if (item.kind === 'festival') {
    const meta: MetaPart[] = [
      { kind: 'usual', months: item.months, place: item.place },
      { kind: 'confirm', organiser: item.organiser },
    ];
    return { id: item.id, title: item.name, image: undefined, meta, opens: false };
  }
  const meta: MetaPart[] = [{ kind: 'dates', start: dayOf(item.start), end: dayOf(item.end) }];
  if (item.status !== 'upcoming' || item.dateToBeConfirmed)
    meta.push({ kind: 'state', status: item.status, dateToBeConfirmed: item.dateToBeConfirmed });
  return { id: item.id, title: item.name, image: item.image?.src, meta };
}

const cards = new WeakMap<object, CardText>();

/** The card of an item, made once: rows come and go as the visitor scrolls. */
export function cachedCardOf<K extends ListKind>(kind: K, item: ItemOfKind[K]): CardText {
  let card = cards.get(item);
  if (!card) {
    card = cardOf(kind, item);
    cards.set(item, card);
  }
  return card;
}

/** The card of one item of a list. */
export function cardOf<K extends ListKind>(kind: K, item: ItemOfKind[K]): CardText {
  switch (kind) {
    case 'tours': {
      const tour = item as TourSummary;
      // One line, "2 days · Food", so a title of two lines still fits the row.
      const meta: MetaPart[] = [{ kind: 'days', count: tour.days, names: tour.category_names }];
      return { id: tour.id, title: tour.title, image: tour.image?.src, meta };
    }
    case 'events':
      return eventCard(item as EventListItem);
    case 'coupons': {
      const coupon = item as CouponSummary;
      return {
        id: coupon.id,
        title: coupon.name,
        image: coupon.image?.src,
        meta: [
          { kind: 'text', text: coupon.shop_name },
          { kind: 'dates', start: dayOf(coupon.start), end: dayOf(coupon.end) },
        ],
      };
    }
    default:
      return placeCard(item as PlaceSummary);
  }
}
