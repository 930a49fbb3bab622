/**
 * The reading of a free-text note as a run of clauses (requirements §3): each clause is read by one
 * of the readers given, and a note with any part that none of them reads is not read at all.
 */

/**
 * One spelling for what the notes write many ways: full-width forms made plain (NFKC),
 * 周, 星期 and 禮拜 as 週, runs of spaces as one, and no closing full stop.
 */
export function normalizeNote(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/星期|禮拜|周/g, '週')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[。.]+$/, '');
}

/** Commas, semicolons, full stops, spaces and brackets stand between clauses. */
const SEPARATORS = /[\s,;、()。]+/y;

/** What reads one clause at a position: its statements and where it ends, or undefined. */
export type ClauseReader<S> = (
  text: string,
  at: number,
) => { statements: S[]; end: number } | undefined;

/** Reads a note as a run of clauses, or undefined where any part of it is not understood. */
export function readClauses<S>(text: string, readers: readonly ClauseReader<S>[]): S[] | undefined {
  const statements: S[] = [];
  let at = 0;
  for (;;) {
    SEPARATORS.lastIndex = at;
    if (SEPARATORS.test(text)) at = SEPARATORS.lastIndex;
    if (at >= text.length) break;
    let clause: ReturnType<ClauseReader<S>>;
    for (const read of readers) {
      clause = read(text, at);
      if (clause) break;
    }
    if (!clause || clause.end === at) return undefined;
    statements.push(...clause.statements);
    at = clause.end;
  }
  return statements.length > 0 ? statements : undefined;
}
