/**
 * What a text people send may hold (docs/writes.md; ASVS 5.0 V1.2, V2.2): no
 * control characters (a NUL ends a C string, an ESC drives a terminal reading the log, a
 * line break forges a log line or a header), no bidirectional overrides or isolates (U+202E
 * turns "gpj.exe" into "exe.jpg" on an operator's screen), no byte order mark or
 * noncharacter, and no lone surrogate (stored as invalid UTF-8, shown as "���"). A text of
 * several lines (a description, a message) keeps its line breaks and tabs; Windows' CR LF and
 * a lone CR become LF first, so what is stored has one kind of break.
 */

/** Where the text goes: one line (a name, a search) or several (a textarea). */
export type TextShape = 'line' | 'lines';

/** Why a text is refused: a character no one types, or text that is not valid Unicode. */
export type TextFault = 'control' | 'unicode';

/* eslint-disable no-control-regex -- finding control characters is the point */
/** C0 and C1 controls, DEL, line and paragraph separators, bidi controls, BOM, noncharacters. */
const NEVER =
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF\uFFFE\uFFFF]/u;
/** The same, less the line feed and the tab that a text of several lines keeps. */
const NEVER_IN_LINES =
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF\uFFFE\uFFFF]/u;
/* eslint-enable no-control-regex */
/** With the u flag a well-formed pair is one code point, so this matches only a lone half. */
const LONE_SURROGATE = /\p{Cs}/u;

/** CR LF and a lone CR as LF, in a text of several lines; a one-line text is left as sent. */
export function withLineFeeds(text: string, shape: TextShape): string {
  return shape === 'lines' ? text.replace(/\r\n?/g, '\n') : text;
}

/** What is wrong with the characters of a text (after `withLineFeeds`), or undefined. */
export function textFault(text: string, shape: TextShape): TextFault | undefined {
  if (LONE_SURROGATE.test(text)) return 'unicode';
  return (shape === 'lines' ? NEVER_IN_LINES : NEVER).test(text) ? 'control' : undefined;
}
