/** Plain-text helpers for upstream fields: blank markers, whitespace and summaries. */

/** Values upstreams write for "nothing": empty, 無, None, null, a lone dash. */
const EMPTY_MARKERS = new Set(['', '無', 'none', 'null', '-', '－', '暫無', '尚無']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  times: '×',
  deg: '°',
  middot: '·',
  bull: '•',
  rarr: '→',
  larr: '←',
  uarr: '↑',
  darr: '↓',
  copy: '©',
  reg: '®',
};

/**
 * Upstream plain text carries HTML entities, sometimes escaped twice (&amp;hellip;): they are
 * decoded to the characters they stand for, so they are escaped exactly once when shown.
 */
export function decodeEntities(text: string): string {
  let decoded = text;
  for (let pass = 0; pass < 2; pass += 1) {
    const next = decoded.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X'
            ? Number.parseInt(body.slice(2), 16)
            : Number(body.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : entity;
      }
      return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    });
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

export function cleanText(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const text = decodeEntities(String(value))
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\u00a0|\u3000/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return EMPTY_MARKERS.has(text.toLowerCase()) ? '' : text;
}

/** The first non-empty cleaned value. */
export function firstText(...values: unknown[]): string {
  for (const value of values) {
    const text = cleanText(value);
    if (text !== '') return text;
  }
  return '';
}

/**
 * The Tourism Administration's lodging database writes 位於臺東縣的民宿 ("a B&B in Taitung
 * County") where an owner gave no description: its own fields put into a sentence. It says
 * nothing the record does not, so it is no description (and is never translated as one).
 */
const GENERATED_DESCRIPTION =
  /^位於[臺台]?\S{1,3}[縣市]的(民宿|旅館|一般旅館|觀光旅館|國際觀光旅館|旅宿|飯店)。?$/;

export const isGeneratedDescription = (text: string) => GENERATED_DESCRIPTION.test(text.trim());

export const SUMMARY_MAX = 300;

/**
 * A summary of at most `max` characters, cut at the end of a sentence where one falls in
 * the second half, otherwise at the limit with an ellipsis.
 */
export function summarize(text: string, max = SUMMARY_MAX): string {
  const flat = text.replace(/\s*\n+\s*/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max).join('');
  const sentenceEnd = Math.max(
    ...['。', '！', '？', '. ', '! ', '? '].map((mark) => head.lastIndexOf(mark)),
  );
  if (sentenceEnd >= max / 2) return head.slice(0, sentenceEnd + 1).trim();
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trim()}…`;
}

/** Upstream coordinates arrive as numbers or numeric text. */
export function coordinate(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(cleanText(value));
  return Number.isFinite(number) ? number : Number.NaN;
}
