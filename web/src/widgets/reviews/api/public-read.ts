import { memberApiPath, type MemberApiPathName } from '@ecg/domain/member-api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { z } from 'zod';
import { sentParams, UnsuccessfulAnswerError, type CallParams } from '@/lib/api/content';
import { requestJson } from '@/lib/api/http';

type Envelope = z.ZodType<{ success: boolean; data: unknown }>;

/**
 * A public GET of the reviews (a place's list, the best rated): the app's content call, its
 * filters in the query (empty ones left out, as getContent sends them), read by its contract.
 * The paths are among the member paths, not the content calls the service worker keeps
 * offline (docs/members.md): the server answers them `public, max-age=60`, so a review an
 * operator approves shows within a minute, and an old list is never shown as if it were today's.
 */
export async function getPublic<S extends Envelope>(
  name: MemberApiPathName,
  lang: ContentLang,
  query: CallParams,
  answerSchema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>['data']> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(sentParams(query))) search.set(key, String(value));
  const url = `${memberApiPath(name, lang)}?${search.toString()}`;
  const parsed = answerSchema.safeParse(await requestJson(url, signal ? { signal } : {}));
  if (!parsed.success || !parsed.data.success) {
    console.warn(`${name}: an answer the contract does not read`, parsed.error);
    throw new UnsuccessfulAnswerError(`${name}: unread answer`);
  }
  return parsed.data.data;
}
