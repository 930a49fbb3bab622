/**
 * The favourites' kinds, key and caps without zod: what the page needs to toggle and list
 * favourites, so an overlay does not bring the contracts' parser (docs/performance.md). The
 * collection's contract (favourites.ts) builds on them.
 */

/**
 * What can be a favourite: each kind of content that opens an overlay of its own (requirements
 * §2, the overlay table, less static pages), in the order requirements §1 lists what visitors
 * browse. "My Favorites" shows its groups in this order (rules/favourites.ts).
 */
export const FAVOURITE_KINDS = [
  'attraction',
  'event',
  'tour',
  'shop',
  'accommodation',
  'coupon',
  'guide',
] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/**
 * The caps that let the server refuse a huge collection with a 400 naming the field. 300
 * entries (deletion markers included) of 120-character titles, in the worst case of escaping
 * (each character written as four bytes once the collection is sent as a JSON text inside the
 * body), fit the 256 KiB body limit of docs/security.md with the member token; favourites.test.ts
 * builds that worst case and weighs it.
 */
export const FAVOURITES_MAX_ENTRIES = 300;
export const FAVOURITE_TITLE_MAX = 120;

/** The pid of requirements §3, the collection's key: kind and id, since ids repeat across kinds. */
export const favouritePid = (kind: FavouriteKind, id: number): string => `${kind}-${id}`;
