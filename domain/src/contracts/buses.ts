import { z } from 'zod';
import { BUS_ARRIVAL_STATES, BUS_STOP_UID } from '../rules/bus-arrivals';
import { BUS_ROUTE_UID } from '../rules/bus-timetable';
import { dateTimeTextSchema, latitude, longitude } from './common';
import { liveEnvelope } from './envelope';

/** A stop by TDX's StopUID; the bus-stop facilities' ids are `tdx-bus-{StopUID}` (docs/map.md). */
export const busStopUidSchema = z
  .string({ error: 'stop must be a TDX StopUID' })
  .regex(BUS_STOP_UID, { error: 'stop must be a StopUID of Hualien, Taitung or intercity buses' });

/** `GET /{lang}/opendata/bus-arrivals?stop=…` (docs/api.md, Live data). */
export const busArrivalsRequestSchema = z.object({ stop: busStopUidSchema });

/** The next bus of one route (one direction) at the stop, from TDX's estimate. */
export const busArrivalSchema = z.object({
  /** The route's name: in English for English where TDX gives it, else in Chinese. */
  route: z.string().min(1),
  routeUid: z.string().min(1),
  /** TDX's Direction: 0 outbound, 1 return, 2 loop, 255 unknown. */
  direction: z.int(),
  /** The Taiwan Tourist Shuttle's lines are said to be so. */
  shuttle: z.boolean(),
  state: z.enum(BUS_ARRIVAL_STATES),
  /** Whole minutes away, when TDX estimates them. */
  minutes: z.int().nonnegative().optional(),
  /** When the next bus is due (NextBusTime), Taipei time, when TDX says. */
  nextBusAt: dateTimeTextSchema.optional(),
  /** TDX's IsLastBus: the bus it speaks of is the day's last. */
  lastBus: z.boolean(),
});
export type BusArrival = z.infer<typeof busArrivalSchema>;

/**
 * A stop's next buses. While the server has no TDX key (meta.source `unconfigured`) nothing is
 * asked of TDX, no arrival is listed, and the app says where to look meanwhile (no sample of a
 * bus answer was ever recorded, and none is made up).
 */
export const busStopArrivalsSchema = z.object({
  stop: busStopUidSchema,
  /** The stop's name as TDX names it in the estimates (in English for English where given). */
  stopName: z.string().optional(),
  arrivals: z.array(busArrivalSchema),
});
export type BusStopArrivals = z.infer<typeof busStopArrivalsSchema>;

export const busArrivalsAnswerSchema = liveEnvelope(busStopArrivalsSchema);
export type BusArrivalsAnswer = z.infer<typeof busArrivalsAnswerSchema>;

/** One bus operator's service alert in force (TDX Alert), in the operator's words (Chinese). */
export const busAlertSchema = z.object({
  id: z.string().min(1),
  /** City/HualienCounty, City/TaitungCounty or InterCity. */
  network: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  /** TDX's Status: 0 all service stopped, 1 all normal, 2 some disruption. */
  status: z.int().optional(),
  /** The routes it names, as TDX names them. */
  routes: z.array(z.string()),
  startsAt: dateTimeTextSchema.optional(),
  endsAt: dateTimeTextSchema.optional(),
  url: z.url({ protocol: /^https?$/ }).optional(),
});
export type BusAlert = z.infer<typeof busAlertSchema>;

/** The region's bus alerts in force; none while there is no TDX key (`unconfigured`). */
export const busAlertsSchema = z.object({
  alerts: z.array(busAlertSchema),
});
export type BusAlerts = z.infer<typeof busAlertsSchema>;

export const busAlertsAnswerSchema = liveEnvelope(busAlertsSchema);
export type BusAlertsAnswer = z.infer<typeof busAlertsAnswerSchema>;

/** A route by TDX's RouteUID, of the networks whose stops are ours. */
export const busRouteUidSchema = z
  .string({ error: 'route must be a TDX RouteUID' })
  .regex(BUS_ROUTE_UID, {
    error: 'route must be a RouteUID of Hualien, Taitung or intercity buses',
  });

/** `GET /{lang}/opendata/bus-timetable?route=…&stop=…` (docs/api.md, Live data). */
export const busTimetableRequestSchema = z.object({
  route: busRouteUidSchema,
  stop: busStopUidSchema.optional(),
});

const clockTime = z.string().regex(/^\d{2}:\d{2}$/);

/** A period of the day run by headway (TDX's Frequencys): a bus every min–max minutes. */
export const busHeadwaySchema = z.object({
  /** HH:mm, Taipei time. */
  from: clockTime,
  to: clockTime,
  minMinutes: z.int().positive(),
  maxMinutes: z.int().positive(),
});
export type BusHeadway = z.infer<typeof busHeadwaySchema>;

/**
 * Today's service of one direction of a route: when each trip is at the stop asked (else
 * leaves), and the periods run by headway instead of by trip (from the route's first stop).
 */
export const busTimetableDirectionSchema = z.object({
  /** TDX's Direction: 0 outbound, 1 return, 2 loop, 255 unknown. */
  direction: z.int(),
  /** The sub-route's name, where TDX names one apart from the route. */
  headsign: z.string().optional(),
  /** HH:mm, Taipei time, in order. */
  times: z.array(clockTime),
  /** In order of their start. */
  headways: z.array(busHeadwaySchema),
});

export const busTimetableSchema = z.object({
  route: z.string(),
  routeName: z.string().optional(),
  /** The day the trips are for, Taipei (YYYY-MM-DD). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  directions: z.array(busTimetableDirectionSchema),
});
export type BusTimetable = z.infer<typeof busTimetableSchema>;

export const busTimetableAnswerSchema = liveEnvelope(busTimetableSchema);
export type BusTimetableAnswer = z.infer<typeof busTimetableAnswerSchema>;

/** `GET /{lang}/opendata/bus-positions?route=…` (docs/api.md, Live data). */
export const busPositionsRequestSchema = z.object({ route: busRouteUidSchema });

/** One bus of the route on the road now, as it last reported (TDX A1). */
export const busPositionSchema = z.object({
  /** The bus's plate (PlateNumb): the one thing a visitor can check at the stop. */
  plate: z.string().min(1),
  lat: latitude('lat'),
  lng: longitude('lng'),
  /** TDX's Direction: 0 outbound, 1 return, 2 loop, 255 unknown. */
  direction: z.int(),
  /** km/h, when the bus reports it. */
  speed: z.number().nonnegative().optional(),
  /** Degrees from north, when the bus reports it. */
  azimuth: z.number().min(0).max(360).optional(),
  /** When the bus reported this position (GPSTime), Taipei time. */
  at: dateTimeTextSchema,
});
export type BusPosition = z.infer<typeof busPositionSchema>;

/** A stop of the route, in the order the buses call at it. */
export const busRouteStopSchema = z.object({
  stop: busStopUidSchema,
  name: z.string().min(1),
  lat: latitude('lat'),
  lng: longitude('lng'),
});
export type BusRouteStop = z.infer<typeof busRouteStopSchema>;

/**
 * A route's buses on the road now, its path and its stops. While the server has no TDX key
 * (meta.source `unconfigured`) nothing is asked, every list is empty (no answer was ever
 * recorded) and the app says what it would show and where to look meanwhile.
 */
export const busPositionsSchema = z.object({
  route: busRouteUidSchema,
  routeName: z.string().optional(),
  /** The route's path (TDX's Shape), else its stops in order; empty when TDX gives neither. */
  line: z.array(z.object({ lat: latitude('lat'), lng: longitude('lng') })),
  stops: z.array(busRouteStopSchema),
  buses: z.array(busPositionSchema),
});
export type BusPositions = z.infer<typeof busPositionsSchema>;

export const busPositionsAnswerSchema = liveEnvelope(busPositionsSchema);
export type BusPositionsAnswer = z.infer<typeof busPositionsAnswerSchema>;
