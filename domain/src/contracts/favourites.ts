import { z } from 'zod';
import { contentIdSchema } from './common';
import { requiredText } from './coerce';
import {
  FAVOURITE_KINDS,
  FAVOURITE_TITLE_MAX,
  FAVOURITES_MAX_ENTRIES,
  favouritePid,
} from './favourite-kinds';

export * from './favourite-kinds';

export const favouriteKindSchema = z.enum(FAVOURITE_KINDS, {
  error: `kind must be one of ${FAVOURITE_KINDS.join(', ')}`,
});

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
