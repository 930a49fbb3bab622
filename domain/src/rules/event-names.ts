/**
 * The Tourism Administration's event feed marks an event whose dates are not fixed yet by a
 * prefix on its name, "[日期暫定]", which our translations carry as "[Date TBC]" and
 * "[日程未定]". The prefix is a fact about the dates, not part of the name: it is taken off
 * and kept as a flag, which the app shows as a label in the reader's language.
 */
const DATE_TBC_PREFIX =
  /^\s*[[［【(（]\s*(?:日期暫定|日期未定|日期待定|date\s*tbc|date\s*to\s*be\s*confirmed|日程未定)\s*[\]］】)）]\s*/i;

export interface EventName {
  name: string;
  dateToBeConfirmed: boolean;
}

/** The name without the date-to-be-confirmed prefix, and whether it had one. */
export function splitDateTbcMarker(name: string): EventName {
  const match = DATE_TBC_PREFIX.exec(name);
  if (!match) return { name: name.trim(), dateToBeConfirmed: false };
  const rest = name.slice(match[0].length).trim();
  // A name that is nothing but the marker keeps it: an empty name would say even less.
  return rest === ''
    ? { name: name.trim(), dateToBeConfirmed: true }
    : { name: rest, dateToBeConfirmed: true };
}
