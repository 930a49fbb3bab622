/**
 * Shop category clean-up (requirements §5). Its other clause, rental items being those of category
 * 95, has no list to apply to here: see architecture "Content and the seed".
 */

/** Category 123 duplicates 122 and is shown as 122. */
export const MERGED_CATEGORY = 123;
export const MERGED_INTO_CATEGORY = 122;
/** Category 92 is not shown at all. */
export const HIDDEN_CATEGORY = 92;

/** Categories arrive as a comma list (`"95,123"`) or as a list of ids. */
export type CategoryList = string | readonly (number | string)[] | null | undefined;

/**
 * The shop's category ids as numbers: 123 read as 122, 92 dropped, repeats dropped,
 * order kept. Entries that are not whole numbers are ignored.
 */
export function normalizeShopCategories(categories: CategoryList): number[] {
  if (categories === null || categories === undefined) return [];
  const entries = typeof categories === 'string' ? categories.split(',') : categories;
  const ids = entries
    .map((entry) => String(entry).trim())
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((id) => id !== HIDDEN_CATEGORY)
    .map((id) => (id === MERGED_CATEGORY ? MERGED_INTO_CATEGORY : id));
  return [...new Set(ids)];
}

/** Whether a shop is in a category, read after the clean-up so a 123 shop counts as 122. */
export function hasShopCategory(categories: CategoryList, id: number): boolean {
  return normalizeShopCategories(categories).includes(id);
}
