/** `2024-10-01 – 10-31`: the days of a period, the year left out when it repeats. */
export function daySpan(start: string, end: string): string {
  const from = start.slice(0, 10);
  const to = end.slice(0, 10);
  if (to === from || to === '') return from;
  return `${from} – ${to.slice(0, 4) === from.slice(0, 4) ? to.slice(5) : to}`;
}
