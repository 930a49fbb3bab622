/**
 * The clock times of an opening-hours note in one spelling, HH:MM on the 24-hour clock, before
 * the note is read (opening-notes.ts). The open data writes a time many ways: 上午9:00 and
 * 下午5:30 (morning and afternoon words), 9:00AM and PM 10:00, 早上9點 and 下午2點半 (hours
 * as 點), and 1100-2100 (no colon). Each is rewritten only where it cannot mean anything else.
 */

const pad = (hours: number, minutes: number) =>
  `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;

type DayPart = 'morning' | 'noon' | 'afternoon' | 'night';

const DAY_PARTS: Record<string, DayPart> = {
  上午: 'morning',
  早上: 'morning',
  凌晨: 'morning',
  am: 'morning',
  中午: 'noon',
  下午: 'afternoon',
  pm: 'afternoon',
  晚上: 'night',
};

/**
 * A time of the 12-hour clock on the 24-hour clock. A time already past 12 stays (下午17:00,
 * 14:00 pm); 12 in the morning is midnight, 12 in the afternoon noon and 12 at night midnight,
 * said 24:00 as an end of the day (晚上 is the evening: 晚上5:30 is 17:30); at noon, 1 and 2
 * are after noon (中午1點).
 */
function on24HourClock(part: DayPart, hours: number, minutes: number): string | undefined {
  if (hours > 24 || minutes > 59) return undefined;
  if (hours > 12) return pad(hours, minutes);
  switch (part) {
    case 'morning':
      return pad(hours === 12 ? 0 : hours, minutes);
    case 'noon':
      return pad(hours < 6 ? hours + 12 : hours, minutes);
    case 'afternoon':
      return pad(hours === 12 ? 12 : hours + 12, minutes);
    case 'night':
      return pad(hours + 12, minutes);
  }
}

/** 9:00, 9點, 9點半, 9點30分: the hours and minutes, or undefined. */
const CLOCK = String.raw`(\d{1,2})(?:\s*:\s*(\d{2})|\s*點(?:\s*(半)|\s*(\d{1,2})\s*分)?)`;

const minutesOf = (match: RegExpExecArray | string[], at: number) =>
  match[at + 1] !== undefined
    ? Number(match[at + 1])
    : match[at + 2] !== undefined
      ? 30
      : Number(match[at + 3] ?? 0);

const PART_BEFORE = new RegExp(
  String.raw`(上午|早上|凌晨|中午|下午|晚上|am|pm)\s*:?\s*${CLOCK}`,
  'gi',
);
const PART_AFTER = /(\d{1,2}):(\d{2})\s*(am|pm)(?![a-z])/gi;
const HOURS_ONLY = new RegExp(CLOCK.replace(String.raw`\s*:\s*(\d{2})|`, ''), 'g');
/** Two four-digit times joined by a dash, neither part of a longer number (1100-2100). */
const NO_COLON = /(?<![\d:])([01]\d|2[0-4])([0-5]\d)\s*[-~]\s*([01]\d|2[0-4])([0-5]\d)(?![\d:])/g;

export function normalizeTimes(text: string): string {
  return text
    .replace(PART_BEFORE, (whole, part: string, ...rest: string[]) => {
      const time = on24HourClock(
        DAY_PARTS[part.toLowerCase()]!,
        Number(rest[0]),
        minutesOf(rest, 0),
      );
      return time ?? whole;
    })
    .replace(PART_AFTER, (whole, hours: string, minutes: string, part: string) => {
      return on24HourClock(DAY_PARTS[part.toLowerCase()]!, Number(hours), Number(minutes)) ?? whole;
    })
    .replace(HOURS_ONLY, (whole, hours: string, ...rest: string[]) =>
      Number(hours) <= 24
        ? pad(Number(hours), Number(rest[0] === '半' ? 30 : (rest[1] ?? 0)))
        : whole,
    )
    .replace(NO_COLON, (_whole, h1: string, m1: string, h2: string, m2: string) => {
      return `${h1}:${m1}-${h2}:${m2}`;
    });
}
