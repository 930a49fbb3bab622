import { todaysOpeningHours } from './weather-days';

export interface OpeningHoursLine {
  text: string;
  /** The line of today's weekday in Taipei, to be highlighted. */
  today: boolean;
}

/**
 * Google's opening hours for the week (Monday first), with today's line marked (requirements §5).
 * Lines may repeat ("09:00 – 17:00" on several days), so today is found by position: the
 * weekday rule of todaysOpeningHours is asked about the positions rather than the texts.
 */
export function openingHoursWeek(
  opentimeGoogle: readonly string[],
  now: number,
): OpeningHoursLine[] {
  const positions = opentimeGoogle.map((_, index) => String(index));
  const todayPosition = todaysOpeningHours(positions, now);
  return opentimeGoogle.map((text, index) => ({ text, today: String(index) === todayPosition }));
}
