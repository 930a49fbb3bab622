import { formatTaipei } from '@ecg/domain/rules/datetime';

/**
 * When a count was taken, as short as is clear: the time alone today (Taipei), the date
 * too for an older one (a sample, or an answer kept from an earlier visit).
 */
export function countTime(dateModified: string, now: number): string {
  const today = formatTaipei(now).slice(0, 10);
  return dateModified.startsWith(today) ? dateModified.slice(11, 16) : dateModified.slice(0, 16);
}
