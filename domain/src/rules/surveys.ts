import { taipeiDate } from './datetime';

/** When a survey takes answers, as its operators set it. */
export interface SurveyOpening {
  open: boolean;
  /** First and last Taipei day (YYYY-MM-DD) it takes answers, where it has them. */
  opensOn: string | null;
  closesOn: string | null;
}

/**
 * A survey takes answers while it is open and today (in Taipei) is within its days: from the
 * start of its first day to the end of its last.
 */
export function isSurveyOpen({ open, opensOn, closesOn }: SurveyOpening, now: number): boolean {
  if (!open) return false;
  const today = taipeiDate(now);
  return (opensOn === null || today >= opensOn) && (closesOn === null || today <= closesOn);
}
