import { memberApiPath } from '@ecg/domain/member-api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import { UnsuccessfulAnswerError } from '@/lib/api/content';
import { callUrl, type CallParams } from '@/lib/api/params';
import { requestJson } from '@/lib/api/http';
import { readMemberAnswer, type MemberAnswer } from '@/lib/members/member-answers';

/** The reviews' public reads: a place's list, the best rated. */
type PublicRead = 'placeReviews' | 'bestRated';

/**
 * A public GET of the reviews (a place's list, the best rated): the app's content call, its
 * filters in the query (empty ones left out, as getContent sends them), read by its contract
 * (lib/members/member-answers.ts). The paths are among the member paths, not the content calls
 * the service worker keeps offline (docs/members.md): the server answers them
 * `public, max-age=60`, so a review an operator approves shows within a minute, and an old list
 * is never shown as if it were today's.
 */
export async function getPublic<N extends PublicRead>(
  name: N,
  lang: ContentLang,
  query: CallParams,
  signal?: AbortSignal,
): Promise<MemberAnswer<N, 'GET'>['data']> {
  const url = callUrl(memberApiPath(name, lang), query);
  const answer = readMemberAnswer(name, 'GET', await requestJson(url, signal ? { signal } : {}));
  if (!answer?.success) throw new UnsuccessfulAnswerError(`${name}: unread answer`);
  return answer.data;
}
