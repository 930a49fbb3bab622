/**
 * A place's opening hours as written in the open data, cut into lines, one period a line
 * (requirements §2 Attraction detail: opening hours). The notes run periods together
 * ("08:00-12:00 13:30-17:00", "09:00~12:30、13:30~17:30", "上午08:30~12:00；下午14:00~17:00",
 * "星期日: 08:30 - 17:00星期一: 08:30 - 17:00"), which a phone's narrow line breaks anywhere.
 * The text itself is kept as written: only where it is cut changes.
 */

const TIME = String.raw`\d{1,2}\s*[:：]\s*\d{2}(?:\s*[AaPp][Mm])?`;
/** A part of the day written before a time: 上午 morning, 下午 afternoon … */
const PART_OF_DAY = '(?:上午|下午|中午|晚上|夜間)';
/** "17:00 - 1900": an end written without its colon is still an end. */
const END = String.raw`(?:${TIME}|\d{4}(?!\d))`;
const RANGE = new RegExp(
  String.raw`${TIME}\s*(?:->|[~\-–—〜～至到])\s*${PART_OF_DAY}?\s*${END}`,
  'g',
);
const DAY = '[一二三四五六日天]';
const DAYS = String.raw`(?:每?(?:週|周|星期)${DAY}(?:\s*(?:[~\-–至到、]|及)\s*(?:週|周|星期)?${DAY})*|平日|假日|例假日)`;
/**
 * What may stand between two periods for them to be two lines: separators only, or the part of
 * the day or the days the second one is for (kept at the start of its line).
 */
const BETWEEN = new RegExp(
  String.raw`^[\s、，,/]*(?:及|和)?[\s、，,/]*((?:${PART_OF_DAY}|${DAYS}\s*[:：]?)\s*)?$`,
);
const OPENING = '([（【「〔';
const CLOSING = ')]）】」〕';

/**
 * The bracket depth at each UTF-16 unit, as matches index them (every bracket is one unit): a
 * period inside brackets is an aside, not cut out.
 */
function depths(text: string): number[] {
  let depth = 0;
  return text.split('').map((char) => {
    if (CLOSING.includes(char)) depth = Math.max(0, depth - 1);
    const here = depth;
    if (OPENING.includes(char)) depth += 1;
    return here;
  });
}

/** Where a part of a note is cut: after one period, before the next (or its part of the day). */
function cutsOf(text: string): { end: number; start: number }[] {
  const depthAt = depths(text);
  const ranges = [...text.matchAll(RANGE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const cuts: { end: number; start: number }[] = [];
  ranges.slice(1).forEach((range, index) => {
    const previous = ranges[index]!;
    const between = BETWEEN.exec(text.slice(previous.end, range.start));
    if (!between || depthAt[previous.end] !== 0) return;
    cuts.push({ end: previous.end, start: range.start - (between[1]?.length ?? 0) });
  });
  return cuts;
}

/** A part of a note cut between its periods. */
function periodsOf(part: string): string[] {
  const lines: string[] = [];
  let from = 0;
  for (const cut of cutsOf(part)) {
    lines.push(part.slice(from, cut.end));
    from = cut.start;
  }
  lines.push(part.slice(from));
  return lines;
}

/** Cuts at a ；or ; outside brackets: it ends one statement of the note. */
function statementsOf(line: string): string[] {
  const depthAt = depths(line);
  const parts: string[] = [];
  let current = '';
  line.split('').forEach((char, index) => {
    if ((char === '；' || char === ';') && depthAt[index] === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  });
  parts.push(current);
  return parts;
}

/** The lines of an opening-hours note: at its line breaks, its ；, and between its periods. */
export function openingPeriodLines(note: string): string[] {
  return note
    .split(/\r?\n/)
    .flatMap(statementsOf)
    .flatMap(periodsOf)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
