/**
 * The area's recurring festivals (requirements §9 "annual events by quarter"): what we know of them
 * is the months they are usually held, never a date, so they are placed by month. A span
 * may run past December (December to January).
 */
export interface UsualMonths {
  /** 1 (January) to 12 (December). */
  from: number;
  to: number;
}

/** The months of a span in order, e.g. { from: 12, to: 1 } → [12, 1]. */
export function monthsOf({ from, to }: UsualMonths): number[] {
  const count = ((to - from + 12) % 12) + 1;
  return Array.from({ length: count }, (_, index) => ((from - 1 + index) % 12) + 1);
}

/** requirements §9's quarters: 1–3, 4–6, 7–9, 10–12. */
export const quarterOfMonth = (month: number): 1 | 2 | 3 | 4 =>
  Math.ceil(month / 3) as 1 | 2 | 3 | 4;

/** The months of a quarter, e.g. 2 → [4, 5, 6]. */
export const monthsOfQuarter = (quarter: number): number[] =>
  [1, 2, 3].map((index) => (quarter - 1) * 3 + index);

/** Whether a festival usually falls, at least in part, in a quarter. */
export const isInQuarter = (span: UsualMonths, quarter: number): boolean =>
  monthsOf(span).some((month) => quarterOfMonth(month) === quarter);

/** How many months from `month` until the festival is usually on: 0 while it is. */
export function monthsUntil(span: UsualMonths, month: number): number {
  return monthsOf(span).includes(month) ? 0 : (span.from - month + 12) % 12;
}
