import type {
  FerryFare,
  FerryRoute,
  FerrySailing,
  FerrySpecialDay,
  FerryTimetableTrip,
} from '@ecg/domain/contracts';
import { clockOf, dayOf, isIslandRoute, sailingDays, validDuring } from '@ecg/domain/rules/ferries';
import type {
  ShipDailySchedules,
  ShipFares,
  ShipGeneralSchedules,
  ShipRoutes,
  ShipSpecificSchedule,
  ShipSpecificSchedules,
  ShipTrip,
} from '../tdx/ship-documents';

/** The routes between Fugang, Green Island and Lanyu (docs/live-data.md, Ferries). */
export function islandRoutes(document: ShipRoutes): FerryRoute[] {
  return document.Routes.filter((route) => isIslandRoute(route.StartPortID, route.EndPortID)).map(
    (route) => ({
      id: route.RouteID,
      name: route.RouteName?.Zh_tw ?? `${route.StartPortName}－${route.EndPortName}`,
      ...(route.RouteName?.En ? { nameEn: route.RouteName.En } : {}),
      from: { id: route.StartPortID, name: route.StartPortName || route.StartPortID },
      to: { id: route.EndPortID, name: route.EndPortName || route.EndPortID },
      vessels: route.Vessels.flatMap((vessel) =>
        vessel.VesselName?.Zh_tw ? [vessel.VesselName.Zh_tw] : [],
      ),
      ...(route.Description ? { description: route.Description } : {}),
    }),
  );
}

/** A trip's first departure and last arrival, ports by TDX's names, or undefined when unreadable. */
function legOf(routeId: string, trip: ShipTrip) {
  const stops = [...trip.Stoptimes].sort((a, b) => a.StopSequence - b.StopSequence);
  const first = stops[0];
  const last = stops.at(-1);
  const departsAt = clockOf(first?.DepartureTime ?? first?.ArrivalTime);
  if (!first || !last || first === last || !departsAt) return undefined;
  const arrivesAt = clockOf(last.ArrivalTime ?? last.DepartureTime);
  return {
    routeId,
    tripId: trip.TripID,
    fromPortId: first.PortID,
    fromPort: first.PortName?.Zh_tw ?? first.PortID,
    toPortId: last.PortID,
    toPort: last.PortName?.Zh_tw ?? last.PortID,
    departsAt,
    ...(arrivesAt ? { arrivesAt } : {}),
  };
}

const ours = (leg: ReturnType<typeof legOf>): leg is NonNullable<ReturnType<typeof legOf>> =>
  leg !== undefined && isIslandRoute(leg.fromPortId, leg.toPortId);

const byDeparture = <S extends { departsAt: string }>(a: S, b: S) =>
  a.departsAt.localeCompare(b.departsAt);

/** '0' stopped, '2' extra (TDX's ServiceStatus), anything else as published. */
const statusOf = (code: string | number | undefined): FerrySailing['status'] =>
  String(code) === '0' ? 'stopped' : String(code) === '2' ? 'extra' : 'scheduled';

/** The days a special timetable names: its dates and its period. */
function specialSpan(days: NonNullable<ShipSpecificSchedule['Timetables'][number]['SpecialDays']>) {
  const dates = (days.Dates ?? []).flatMap((entry) => dayOf(entry.Date) ?? []);
  const from = dayOf(days.DatePeriod?.StartDate);
  const to = dayOf(days.DatePeriod?.EndDate);
  return { dates, from, to };
}

const coversDay = (span: ReturnType<typeof specialSpan>, day: string) =>
  span.dates.includes(day) ||
  (span.from !== undefined && span.from <= day && (span.to ?? span.from) >= day);

/**
 * Today's sailings between our ports, earliest first: status from the special timetables that
 * name the trip on the day, the vessel from the route when it has only one.
 */
export function sailingsOn(
  today: string,
  daily: ShipDailySchedules,
  specific: ShipSpecificSchedules | undefined,
  routes: readonly FerryRoute[],
): FerrySailing[] {
  const statusByTrip = new Map<string, FerrySailing['status']>();
  for (const schedule of specific?.SpecificSchedules ?? []) {
    for (const trip of schedule.Timetables) {
      if (trip.SpecialDays && coversDay(specialSpan(trip.SpecialDays), today)) {
        statusByTrip.set(
          `${schedule.RouteID}|${trip.TripID}`,
          statusOf(trip.SpecialDays.ServiceStatus),
        );
      }
    }
  }
  return daily.DailySchedules.filter((schedule) => dayOf(schedule.Date) === today)
    .flatMap((schedule) => {
      const vessels = routes.find((route) => route.id === schedule.RouteID)?.vessels ?? [];
      return schedule.Timetables.map((trip) => legOf(schedule.RouteID, trip))
        .filter(ours)
        .map((leg) => ({
          ...leg,
          ...(vessels.length === 1 && vessels[0] ? { vessel: vessels[0] } : {}),
          status: statusByTrip.get(`${leg.routeId}|${leg.tripId}`) ?? ('scheduled' as const),
        }));
    })
    .sort(byDeparture);
}

/** The season's trips that hold in the month's span, by weekday (docs/live-data.md, Ferries). */
export function timetableDuring(
  span: { from: string; to: string },
  general: ShipGeneralSchedules,
): FerryTimetableTrip[] {
  return general.GeneralSchedules.filter((schedule) =>
    validDuring(schedule.EffectiveDate, schedule.ExpireDate, span),
  )
    .flatMap((schedule) => {
      const validFrom = dayOf(schedule.EffectiveDate);
      const validTo = dayOf(schedule.ExpireDate);
      return schedule.Timetables.flatMap((trip) => {
        const leg = legOf(schedule.RouteID, trip);
        if (!ours(leg)) return [];
        const holidays = trip.ServiceDay?.NationalHolidays;
        return [
          {
            ...leg,
            days: sailingDays(trip.ServiceDay),
            ...(holidays !== undefined ? { holidays: holidays === 1 } : {}),
            ...(validFrom ? { validFrom } : {}),
            ...(validTo ? { validTo } : {}),
          },
        ];
      });
    })
    .sort(byDeparture);
}

/** The special timetables' days within the span: stopped, normal or extra sailings. */
export function specialDaysDuring(
  span: { from: string; to: string },
  specific: ShipSpecificSchedules,
): FerrySpecialDay[] {
  return specific.SpecificSchedules.flatMap((schedule) =>
    schedule.Timetables.flatMap((trip) => {
      const leg = legOf(schedule.RouteID, trip);
      if (!ours(leg) || !trip.SpecialDays) return [];
      const days = specialSpan(trip.SpecialDays);
      const dates = days.dates.filter((day) => day >= span.from && day <= span.to);
      const inPeriod =
        days.from !== undefined && days.from <= span.to && (days.to ?? days.from) >= span.from;
      if (dates.length === 0 && !inPeriod) return [];
      return [
        {
          routeId: leg.routeId,
          fromPort: leg.fromPort,
          toPort: leg.toPort,
          departsAt: leg.departsAt,
          dates,
          ...(inPeriod && days.from ? { from: days.from } : {}),
          ...(inPeriod && days.to ? { to: days.to } : {}),
          status: statusOf(trip.SpecialDays.ServiceStatus),
          ...(trip.SpecialDays.Description ? { description: trip.SpecialDays.Description } : {}),
        },
      ];
    }),
  );
}

/** The fares between our ports, as the operators name them. */
export function islandFares(document: ShipFares): FerryFare[] {
  return document.RouteFares.flatMap((route) =>
    route.ODFares.filter((od) =>
      isIslandRoute(od.OriginPort.PortID, od.DestinationPort.PortID),
    ).flatMap((od) =>
      od.Fares.map((fare) => ({
        routeId: route.RouteID,
        fromPort: od.OriginPort.PortName?.Zh_tw ?? od.OriginPort.PortID,
        toPort: od.DestinationPort.PortName?.Zh_tw ?? od.DestinationPort.PortID,
        name: fare.FareName,
        ...(fare.TicketType !== undefined ? { ticketType: fare.TicketType } : {}),
        ...(fare.FareClass !== undefined ? { fareClass: fare.FareClass } : {}),
        ...(fare.CabinClass ? { cabin: fare.CabinClass } : {}),
        price: fare.Price,
      })),
    ),
  );
}
