import { flightBoardInputSchema, flightScheduleInputSchema } from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FlightsProvider } from '../../providers/flights/flights-provider';
import { liveRoute } from './live-route';

/**
 * Flights (docs/api.md, Transport): an airport's board today (`?airport=TTT&direction=`), the
 * east airports' day for the Transport page's card, and a month's timetable (`?month=7`).
 * Codes, not names: the app names airports, airlines and states in the reader's language.
 */
export function flightsRoutes(app: FastifyInstance, provider: FlightsProvider) {
  liveRoute(app, { name: 'flights', method: 'GET', input: flightBoardInputSchema }, (input) =>
    provider.board(input),
  );
  liveRoute(app, { name: 'flightsToday', method: 'GET', input: z.object({}) }, () =>
    provider.today(),
  );
  liveRoute(
    app,
    {
      name: 'flightSchedule',
      method: 'GET',
      input: flightScheduleInputSchema,
    },
    ({ month }) => provider.schedule(month),
  );
}
