/**
 * The sailings between Fugang and the islands (TDX `v3/Ship/…/Domestic/City/TaitungCounty`,
 * docs/live-data.md, Ferries): which routes are ours, which timetables hold in a month, the last
 * sailing back today and the light of the transport card. Times are Taipei's.
 */

/**
 * The ports as TDX Ship numbers them: the ids of data/sources/ports_east_2026.json, which its
 * source matched against TDX's PortID (data/sources/SOURCES.md). Not yet checked against a
 * real TDX Ship answer.
 */
export const FERRY_PORTS = { fugang: 'TWTTT', greenIsland: 'TWGNI', lanyu: 'TWKYD' } as const;
export const ISLAND_PORTS: readonly string[] = [FERRY_PORTS.greenIsland, FERRY_PORTS.lanyu];
const OUR_PORTS: readonly string[] = Object.values(FERRY_PORTS);

/** A route is ours when both its ends are Fugang, Green Island or Lanyu. */
export const isIslandRoute = (startPortId: string, endPortId: string): boolean =>
  startPortId !== endPortId && OUR_PORTS.includes(startPortId) && OUR_PORTS.includes(endPortId);

/** TDX's days of service: 1 sails that day, 0 not (ServiceDay). */
export interface ServiceDays {
  Monday?: number | undefined;
  Tuesday?: number | undefined;
  Wednesday?: number | undefined;
  Thursday?: number | undefined;
  Friday?: number | undefined;
  Saturday?: number | undefined;
  Sunday?: number | undefined;
  NationalHolidays?: number | undefined;
}

/** Sunday first, as taipeiWeekday counts. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekdays a trip sails, Sunday first; none said means every day (a daily timetable). */
export function sailingDays(days: ServiceDays | undefined): Weekday[] {
  if (!days) return [...WEEKDAYS];
  return WEEKDAYS.filter((day) => days[day] === 1);
}

/** `HH:mm` of TDX's `HH:mm` or `HH:mm:ss` (or a whole ISO time), else undefined. */
export function clockOf(text: string | undefined): string | undefined {
  const match = /(?:^|T)(\d{2}):(\d{2})/.exec(text ?? '');
  return match ? `${match[1]}:${match[2]}` : undefined;
}

/** `YYYY-MM-DD` of TDX's date or date-time, else undefined. */
export const dayOf = (text: string | undefined): string | undefined =>
  /^\d{4}-\d{2}-\d{2}/.exec(text ?? '')?.[0];

/**
 * The year a month is planned for: this year's if the month is this one or later, else next
 * year's (a visitor in November planning for July means next July).
 */
export function plannedYear(month: number, today: string): number {
  const year = Number(today.slice(0, 4));
  return month >= Number(today.slice(5, 7)) ? year : year + 1;
}

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate().toString().padStart(2, '0');

/** The first and last day of a month, `YYYY-MM-DD`. */
export function monthSpan(year: number, month: number): { from: string; to: string } {
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${lastDayOf(year, month)}` };
}

/**
 * Whether a timetable valid from `effective` to `expires` (either may be absent: open) holds on
 * some day of the span.
 */
export function validDuring(
  effective: string | undefined,
  expires: string | undefined,
  span: { from: string; to: string },
): boolean {
  const from = dayOf(effective);
  const to = dayOf(expires);
  return (from === undefined || from <= span.to) && (to === undefined || to >= span.from);
}

/** What a service news item of category 7 (通阻資訊, sailing or not) says, read from its words. */
export type SailingNewsKind = 'stopped' | 'resumed' | 'other';

/** Resumption first, since such news names what was stopped (停航後復航). */
export function sailingNewsKind(title: string, description: string): SailingNewsKind {
  const text = `${title} ${description}`;
  if (/復航|恢復航行|恢復正常|正常航行|恢復開航/.test(text)) return 'resumed';
  if (/停航|停駛|停開|停班|取消|暫停|不開航|停止/.test(text)) return 'stopped';
  return 'other';
}

/**
 * Whether a news item concerns the day `today`: from its start (or its publication) to its end,
 * a day at the finest, as operators announce a day's sailings.
 */
export function concernsDay(
  news: { startsAt?: string | undefined; endsAt?: string | undefined; publishedAt: string },
  today: string,
): boolean {
  const from = dayOf(news.startsAt) ?? dayOf(news.publishedAt);
  const to = dayOf(news.endsAt) ?? from;
  return from !== undefined && from <= today && (to === undefined || to >= today);
}

/** The transport card's light: from official data only (docs/live-data.md, Ferries). */
export type FerryLight = 'red' | 'green' | 'grey';

export function ferryLight(
  answer: { stoppedToday: number; hasData: boolean } | undefined,
): FerryLight {
  if (!answer || !answer.hasData) return 'grey';
  return answer.stoppedToday > 0 ? 'red' : 'green';
}

/** What the last sailing back needs of a sailing. */
export interface SailingRef {
  fromPortId: string;
  toPortId: string;
  departsAt: string;
  status: 'scheduled' | 'stopped' | 'extra';
}

/**
 * The last sailing of the day from an island to Fugang that is not stopped: what a visitor on
 * the island must not miss. Undefined when none sails back today.
 */
export function lastSailingBack<S extends SailingRef>(sailings: readonly S[], island: string) {
  return sailings
    .filter(
      (sailing) =>
        sailing.fromPortId === island &&
        sailing.toPortId === FERRY_PORTS.fugang &&
        sailing.status !== 'stopped',
    )
    .reduce<S | undefined>(
      (last, sailing) =>
        last === undefined || sailing.departsAt > last.departsAt ? sailing : last,
      undefined,
    );
}
