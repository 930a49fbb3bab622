import type { ApiPathName } from '@ecg/domain/api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import { UnsuccessfulAnswerError } from './content';
import { callKey } from './query-keys';

/** The content id an address names (a positive whole number), or undefined when it names none. */
function parseContentId(id: string): number | undefined {
  const value = Number(id);
  return /^\d+$/.test(id) && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * The numeric id a detail call sends. An address carrying anything else names no record: it
 * says "not found" instead of asking the server.
 */
export function contentId(id: string): number {
  const value = parseContentId(id);
  if (value === undefined) throw new UnsuccessfulAnswerError(`not a content id: ${id}`);
  return value;
}

/**
 * The key of a detail call (POST {id}): the id as it is sent, so `05` and `5` are one question;
 * an id that names no record is never sent and keeps its text.
 */
export const detailKey = (call: ApiPathName, lang: ContentLang, id: string) =>
  callKey(call, lang, { id: parseContentId(id) ?? id });
