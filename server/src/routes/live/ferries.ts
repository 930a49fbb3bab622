import { ferriesRequestSchema } from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { FerriesProvider } from '../../providers/ferries/ferries-provider';
import { liveRoute } from './live-route';

/**
 * The sailings between Fugang and the islands (docs/api.md, Live data): `month` (1–12) picks
 * the month's timetable, this month's when left out; the names and news are the operators'.
 */
export function ferriesRoutes(app: FastifyInstance, provider: FerriesProvider) {
  liveRoute(app, { name: 'ferries', method: 'GET', input: ferriesRequestSchema }, (input) =>
    provider.ferries(input.month),
  );
}
