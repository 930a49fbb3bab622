import { parkingRequestSchema } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../plugins/errors';
import type { ParkingProvider } from '../../providers/parking-provider';
import type { ParkingRepository } from '../../store/live/parking-repository';
import { liveRoute } from './live-route';

/**
 * Live parking (requirements §4, §7): the car parks of a spot's parking id with their counts, and
 * the scenic-area flow the app falls back on when the answer says `switchBoard`. The id may come
 * in the body or the query (the flow call puts it in the query).
 */
export function parkingRoutes(
  app: FastifyInstance,
  provider: ParkingProvider,
  parking: ParkingRepository,
) {
  async function spotLotsOf(id: string, lang: ContentLang) {
    const lots = await parking.spotLots(id, lang);
    if (lots.length === 0) throw new NotFoundError(`No parking is known for id ${id}`);
    return lots;
  }

  liveRoute(
    app,
    {
      name: 'parking',
      method: 'POST',
      input: parkingRequestSchema,
    },
    async ({ id }, lang) => provider.get(await spotLotsOf(id, lang)),
  );

  liveRoute(
    app,
    {
      name: 'scenicAreaFlow',
      method: 'POST',
      input: parkingRequestSchema,
    },
    async ({ id }, lang) => provider.flow(id, await spotLotsOf(id, lang)),
  );
}
