import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import { reportReviewAnswerSchema, type ReportReviewRequest } from '@ecg/domain/contracts/reviews';
import { memberApiPath } from '@ecg/domain/member-api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import { appCall, TimeoutError } from '@/lib/api/http';
import { endMemberSession } from '@/lib/members/member-session';

export type ReportOutcome = 'reported' | 'offline' | 'tooMany' | 'gone' | 'failed';

/**
 * A report of a review, from anyone (contracts/reviews.ts): its Idempotency-Key made when the
 * report dialog opened, so pressing Send again after a lost answer counts it once
 * (docs/writes.md); the member token with it when signed in, so one member's reports count
 * once. Never kept by a cache: it is a write.
 */
export async function reportReview(
  lang: ContentLang,
  request: ReportReviewRequest,
  key: string,
): Promise<ReportOutcome> {
  try {
    const answer = await appCall(memberApiPath('reportReview', lang), {
      body: request,
      cache: 'no-store',
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    if (answer.ok)
      return reportReviewAnswerSchema.safeParse(answer.body).success ? 'reported' : 'failed';
    if (answer.status === 401 && request.token !== undefined) endMemberSession(true);
    if (answer.status === 404) return 'gone';
    return answer.status === 429 ? 'tooMany' : 'failed';
  } catch (error) {
    return error instanceof TimeoutError ? 'failed' : 'offline';
  }
}
