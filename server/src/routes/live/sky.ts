import { sunMoonRequestSchema } from '@ecg/domain/contracts';
import { SKY_DAYS_AHEAD } from '@ecg/domain/rules/sky-days';
import type { FastifyInstance } from 'fastify';
import type { SkyAnswer, SkyProvider } from '../../providers/sky/sky-provider';
import type { LivePlaceRepository } from '../../store/live/live-place-repository';
import { liveRoute } from './live-route';

/**
 * The sun and the moon (requirements §7): GET suntime and moontime, the week from today or, with
 * today=true, today alone; POST sunrise and moonrise, today's. Each for the exact point of the
 * request (the visitor's position, a zipcode's township centre, a township or county by name).
 */
export function skyRoutes(
  app: FastifyInstance,
  provider: SkyProvider,
  places: LivePlaceRepository,
) {
  const daysOf = (today: boolean | undefined) => (today ? 1 : SKY_DAYS_AHEAD);
  /** The POST calls answer today's day itself, not a list of one. */
  const todayOf = <D>({ data, meta }: SkyAnswer<D>) => ({ data: data[0] as D, meta });

  liveRoute(
    app,
    { name: 'sunTimes', method: 'GET', input: sunMoonRequestSchema },
    async (request) => provider.sun(await places.resolve(request), daysOf(request.today)),
  );
  liveRoute(
    app,
    { name: 'moonTimes', method: 'GET', input: sunMoonRequestSchema },
    async (request) => provider.moon(await places.resolve(request), daysOf(request.today)),
  );

  liveRoute(
    app,
    { name: 'sunrise', method: 'POST', input: sunMoonRequestSchema },
    async (request) => todayOf(provider.sun(await places.resolve(request), 1)),
  );
  liveRoute(
    app,
    { name: 'moonrise', method: 'POST', input: sunMoonRequestSchema },
    async (request) => todayOf(provider.moon(await places.resolve(request), 1)),
  );
}
