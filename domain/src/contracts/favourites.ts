import { z } from 'zod';
import { contentIdSchema } from './common';
import { requiredText } from './coerce';

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
export const favouriteKindSchema = z.enum(FAVOURITE_KINDS, {
  error: `kind must be one of ${FAVOURITE_KINDS.join(', ')}`,
});
export type FavouriteKind = z.infer<typeof favouriteKindSchema>;

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

const coordinate = (field: 'lat' | 'lng', bound: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-bound, { error: `${field} must be within ±${bound}` })
    .max(bound, { error: `${field} must be within ±${bound}` });

/**
 * One favourite, with what the device needs to list it offline: its kind and id (which open its
 * overlay), its title as the app showed it (an attraction's, shop's, event's or coupon's `name`,
 * a tour's or guide's `title`, in the language of that moment) and its WGS84 position, when it
 * has one, for the map and the GPX and KML files. `changedAt` (epoch ms) is when the visitor
 * last added or removed it; `removed` marks a removal, kept so that merging with another
 * device's copy does not bring the item back (rules/favourites.ts). Other fields are dropped,
 * so what a newer app adds neither fails an older server nor grows the stored collection.
 */
export const favouriteEntrySchema = z
  .object({
    pid: z.string({ error: 'pid must be a text' }),
    kind: favouriteKindSchema,
    id: contentIdSchema,
    title: requiredText('title', FAVOURITE_TITLE_MAX),
    lat: coordinate('lat', 90).optional(),
    lng: coordinate('lng', 180).optional(),
    changedAt: z
      .int({ error: 'changedAt must be a whole number of milliseconds' })
      .nonnegative({ error: 'changedAt must not be negative' }),
    removed: z.boolean({ error: 'removed must be true or false' }),
  })
  .superRefine((entry, ctx) => {
    if (entry.pid !== favouritePid(entry.kind, entry.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pid'],
        message: `pid must be "${favouritePid(entry.kind, entry.id)}" (kind-id)`,
      });
    }
    if ((entry.lat === undefined) !== (entry.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lng'], message: 'give both lat and lng, or neither' });
    }
  });
export type FavouriteEntry = z.infer<typeof favouriteEntrySchema>;

/**
 * The favourites collection (requirements §3): a map keyed by each entry's pid. The number of
 * entries is counted before any entry is read, so a huge collection is refused at once.
 */
export const favouritesCollectionSchema = z
  .record(z.string(), z.unknown(), { error: 'collection must be a map of favourites' })
  .refine((collection) => Object.keys(collection).length <= FAVOURITES_MAX_ENTRIES, {
    error: `at most ${FAVOURITES_MAX_ENTRIES} favourites, deletion markers included`,
    abort: true,
  })
  .pipe(
    z.record(z.string(), favouriteEntrySchema).superRefine((collection, ctx) => {
      for (const [key, entry] of Object.entries(collection)) {
        if (entry.pid !== key) {
          ctx.addIssue({ code: 'custom', path: [key, 'pid'], message: 'pid must equal its key' });
        }
      }
    }),
  );
export type FavouritesCollection = z.infer<typeof favouritesCollectionSchema>;

/**
 * Answer of the favourites save: the saved collection on success; on failure `data` is the
 * error text (requirements §7).
 */
export const addCollectionAnswerSchema = z.discriminatedUnion(
  'success',
  [
    z.object({ success: z.literal(true), data: favouritesCollectionSchema }),
    z.object({ success: z.literal(false), data: z.string() }),
  ],
  { error: 'success must be true or false' },
);
export type AddCollectionAnswer = z.infer<typeof addCollectionAnswerSchema>;
