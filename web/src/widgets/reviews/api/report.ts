import type { ReportReviewRequest } from '@ecg/domain/contracts/reviews';
import type { ContentLang } from '@ecg/domain/rules/language';
import { memberCall, problemOfError } from '@/lib/members/member-call';

export type ReportOutcome = 'reported' | 'offline' | 'tooMany' | 'gone' | 'failed';

/**
 * A report of a review, from anyone (contracts/reviews.ts), through the member edge
 * (lib/members/member-call.ts): its Idempotency-Key made when the report dialog opened, so
 * pressing Send again after a lost answer counts it once (docs/writes.md); the member token with
 * it when signed in, so one member's reports count once, and a token the server no longer knows
 * signs the member out here. Never kept by a cache: it is a write.
 */
export async function reportReview(
  lang: ContentLang,
  request: ReportReviewRequest,
  key: string,
): Promise<ReportOutcome> {
  try {
    await memberCall('reportReview', lang, request, key);
    return 'reported';
  } catch (error) {
    const { kind } = problemOfError(error);
    if (kind === 'notFound') return 'gone';
    return kind === 'offline' || kind === 'tooMany' ? kind : 'failed';
  }
}
