/** Clipping text for cards and previews, by the room it takes on a screen. */

/**
 * A list card shows about two and a half lines of its summary on a phone: 120 columns,
 * where a Chinese, Japanese or Korean character takes two (it is twice as wide as a letter).
 */
export const CARD_SUMMARY_WIDTH = 120;

/** East Asian wide characters: CJK ideographs, kana, hangul, full-width forms and punctuation. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;

export const charWidth = (char: string): 1 | 2 => (WIDE.test(char) ? 2 : 1);

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * The text cut to at most `maxWidth` columns (whole code points, so no character is split),
 * ending in an ellipsis when cut, at a space where one falls in the last fifth.
 */
export function clipText(text: string, maxWidth: number): string {
  const trimmed = text.trim();
  if (textWidth(trimmed) <= maxWidth) return trimmed;
  let head = '';
  let width = 0;
  for (const char of trimmed) {
    // Keep one column for the ellipsis.
    if (width + charWidth(char) > maxWidth - 1) break;
    head += char;
    width += charWidth(char);
  }
  const space = head.lastIndexOf(' ');
  const cut = space >= head.length * 0.8 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
}
