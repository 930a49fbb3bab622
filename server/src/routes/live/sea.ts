import { locationRequestSchema } from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { MarineStations } from '../../providers/cwa/marine-stations';
import type { SwellProvider } from '../../providers/sea/swell-provider';
import type { TideProvider } from '../../providers/sea/tide-provider';
import type { WalrusProvider } from '../../providers/sea/walrus-provider';
import type { LiveNameRepository } from '../../store/live/live-name-repository';
import type { LivePlaceRepository } from '../../store/live/live-place-repository';
import { forecastIn, observationsIn, placeIn } from './live-names';
import { liveRoute } from './live-route';
import { ownNameOf, seaPlaceOf } from './sea-place';

export interface SeaProviders {
  tide: TideProvider;
  walrus: WalrusProvider;
  swell: SwellProvider;
  stations: MarineStations;
}

/**
 * The sea (requirements §7, GET with `locationName`, or lat+lng, or zipcode): the tides, the sea
 * stations' latest observations (Walrus) and the sea-area forecast (Swell), each from CWA or,
 * without a key, its sample. A name none of them knows is a 404 naming it. Stations, sea areas
 * and places are named in the asked language.
 */
export function seaRoutes(
  app: FastifyInstance,
  sea: SeaProviders,
  places: LivePlaceRepository,
  names: LiveNameRepository,
) {
  const placeOf = (request: z.infer<typeof locationRequestSchema>) =>
    seaPlaceOf(request, places, sea.stations);

  liveRoute(
    app,
    { name: 'tidal', method: 'GET', input: locationRequestSchema },
    async (request, lang) =>
      placeIn(await sea.tide.get(ownNameOf(request), placeOf(request)), await names.namerOf(lang)),
  );

  liveRoute(
    app,
    {
      name: 'walrus',
      method: 'GET',
      input: locationRequestSchema,
    },
    async (request, lang) =>
      observationsIn(await sea.walrus.get(await placeOf(request)()), await names.namerOf(lang)),
  );

  liveRoute(
    app,
    {
      name: 'swell',
      method: 'GET',
      input: locationRequestSchema,
    },
    async (request, lang) =>
      forecastIn(
        await sea.swell.get(ownNameOf(request), placeOf(request)),
        await names.namerOf(lang),
      ),
  );
}
