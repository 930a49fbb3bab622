import { z } from 'zod';

/**
 * A favourite: the item object itself, saved as the app had it. Only `pid` is shown. Items
 * are content records whose pid may be a number or a text (rules/favourites.ts takes both),
 * so both are accepted; the map key is its text form. Other fields pass through untouched.
 */
export const favouriteItemSchema = z.looseObject({
  pid: z.union([z.string().min(1), z.number()], { error: 'pid must be a text or a number' }),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

/** The favourites collection: a map keyed by each item's pid (the key must be that pid). */
export const favouritesCollectionSchema = z
  .record(z.string().min(1, { error: 'a favourite key must not be empty' }), favouriteItemSchema)
  .superRefine((collection, ctx) => {
    for (const [key, item] of Object.entries(collection)) {
      if (String(item.pid) !== key) {
        ctx.addIssue({
          code: 'custom',
          path: [key, 'pid'],
          message: `pid must equal its key "${key}"`,
        });
      }
    }
  });
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
