/**
 * The bus operators' service alerts (TDX `v2/Bus/Alert/{network}`; oas.bus.v2.json BusAlert),
 * read for the region (docs/live-data.md, Buses): which are in force, and which of the
 * intercity network's, which covers all Taiwan, are ours.
 */

/** TDX's Status: 0 all service stopped, 1 all service normal, 2 some disruption. */
export const BUS_ALERT_STATUS = { stopped: 0, normal: 1, disrupted: 2 } as const;

export interface AlertTimes {
  /** Epoch ms, NaN or undefined when TDX gives none. */
  startsAt?: number | undefined;
  endsAt?: number | undefined;
}

/** In force: begun (or no start given) and not ended (or no end given). */
export function alertInForce({ startsAt, endsAt }: AlertTimes, now: number): boolean {
  const begun = startsAt === undefined || Number.isNaN(startsAt) || startsAt <= now;
  const ended = endsAt !== undefined && !Number.isNaN(endsAt) && endsAt <= now;
  return begun && !ended;
}

/** Places whose naming makes an intercity alert ours: the two counties, either way of writing 臺. */
const OUR_PLACES = /花蓮|[臺台]東|Hualien|Taitung/i;

/** An intercity alert is ours when its words or the routes it names name one of our counties. */
export const namesOurRegion = (...texts: readonly string[]): boolean =>
  texts.some((text) => OUR_PLACES.test(text));

/** The card's light: any alert in force that is not "all normal" is a disruption. */
export const disrupts = (status: number | undefined): boolean => status !== BUS_ALERT_STATUS.normal;
