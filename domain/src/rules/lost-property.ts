/**
 * Lost property (requirements §7 lost-property): the items found in the area, which
 * the visitor centres hold for their owners until a set day, and the reports of items lost.
 */

export const LOST_ITEM_CATEGORIES = [
  'wallet',
  'phone',
  'bag',
  'documents',
  'keys',
  'camera',
  'clothing',
  'jewellery',
  'umbrella',
  'other',
] as const;
export type LostItemCategory = (typeof LOST_ITEM_CATEGORIES)[number];

/** What becomes of a found item: held at a visitor centre, given back, or no longer held. */
export const FOUND_ITEM_STATES = ['held', 'returned', 'disposed'] as const;
export type FoundItemState = (typeof FOUND_ITEM_STATES)[number];

/** A lost item's report: waiting, matched to a found item, or closed by the staff. */
export const LOST_REPORT_STATES = ['open', 'matched', 'closed'] as const;
export type LostReportState = (typeof LOST_REPORT_STATES)[number];

/** A found item is shown to visitors while it is held, up to and including its last day. */
export const isShownFoundItem = (
  item: { state: FoundItemState; keepUntil: string },
  today: string,
): boolean => item.state === 'held' && item.keepUntil >= today;

/**
 * The visitor's contact on a lost item's report is kept this long after the report, then erased.
 */
export const LOST_REPORT_CONTACT_KEPT_MONTHS = 6;
