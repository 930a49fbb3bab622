/**
 * Instants arrive as YYYY-MM-DD HH:mm:ss, Taiwan time (requirements §5). A visitor reads the day alone
 * when the time says nothing (midnight), and otherwise the day and the minute.
 */
export function dateTimeText(text: string): string {
  const [date = text, time] = text.trim().split(/\s+/);
  if (time === undefined || /^00:00(:00)?$/.test(time)) return date;
  return `${date} ${time.slice(0, 5)}`;
}

/** The last moment of a period: the day's last second stands for the whole day. */
export function periodEndText(text: string): string {
  const [date = text, time] = text.trim().split(/\s+/);
  return time !== undefined && /^23:59(:59)?$/.test(time) ? date : dateTimeText(text);
}

/** A validity period, start to end; a period within one day names the day once. */
export function periodText(start: string, end: string): string {
  const from = dateTimeText(start);
  const to = periodEndText(end);
  return from === to ? from : `${from} – ${to}`;
}
