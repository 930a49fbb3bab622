import { UnsuccessfulAnswerError } from '../../lib/api/content';

/**
 * The numeric id a detail call sends (content ids are positive whole numbers). An address
 * carrying anything else names no record: it says "not found" instead of asking the server.
 */
export function contentId(id: string): number {
  const value = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(value) || value <= 0) {
    throw new UnsuccessfulAnswerError(`not a content id: ${id}`);
  }
  return value;
}
