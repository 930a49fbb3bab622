import type { TFunction } from './translator';

/**
 * When an event of no fixed date usually falls ("Usually in May–June"), its months named by the
 * interface strings (`eventDates.month.1`…`12`) rather than by Intl: the first date formatter of
 * a page loads the language's calendar data, ~55 ms of the home's hydration on a slow phone
 * (docs/performance.md, Interface strings).
 */
export function usualMonthsText(months: { from: number; to: number }, t: TFunction): string {
  const from = t(`eventDates.month.${months.from}`);
  return months.from === months.to
    ? t('eventDates.usuallyIn', { from })
    : t('eventDates.usually', { from, to: t(`eventDates.month.${months.to}`) });
}
