import type { ClosureNotice } from '@ecg/domain/contracts';
import { closureNoticeState } from '@ecg/domain/rules/closure-notices';
import {
  closurePeriod,
  hoursWithoutEndedClosures,
  type EndedClosure,
} from '@ecg/domain/rules/closure-period';

/**
 * A place's closures as they stand on the Taipei day of `now` (requirements §2 attraction
 * detail: opening hours, closure notice): the hours with any ended closure taken out, the
 * notices still to show up front, and the ended ones, kept as earlier notices with their day.
 */
export function placeClosures(
  opentime: string | undefined,
  notices: readonly ClosureNotice[] | undefined,
  now: number,
): { opentime: string | undefined; notices: ClosureNotice[]; earlier: EndedClosure[] } {
  const hours = hoursWithoutEndedClosures(opentime ?? '', now);
  const shown: ClosureNotice[] = [];
  const ended: EndedClosure[] = [];
  for (const notice of notices ?? []) {
    if (notice.text.trim() === '') continue;
    const until = notice.until ?? closurePeriod(notice.text)?.until;
    if (closureNoticeState(notice, now) === 'ended' && until)
      ended.push({ text: notice.text, until });
    else shown.push(notice);
  }
  return {
    opentime: hours.hours || undefined,
    notices: shown,
    earlier: [...ended, ...hours.ended],
  };
}
