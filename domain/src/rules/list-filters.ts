/**
 * The limits of the list filters (requirements §7 list queries): what the API accepts, so the app reads
 * an address's filters the way the server will validate them and never sends one it refuses.
 */

/** A keyword is at most this many characters, after trimming. */
export const KEYWORD_MAX_LENGTH = 100;

/** A township is named by its 8-digit code, e.g. 10015060 (壽豐鄉). */
export const TOWNSHIP_CODE_PATTERN = /^\d{8}$/;

export function isTownshipCode(text: string): boolean {
  return TOWNSHIP_CODE_PATTERN.test(text);
}
