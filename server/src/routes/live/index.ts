import type { LiveProviders } from '../../providers/live-providers';
import { geographyRepository } from '../../store/content/geography-repository';
import type { Store } from '../../store/core/database';
import { liveNameRepository } from '../../store/live/live-name-repository';
import { livePlaceRepository } from '../../store/live/live-place-repository';
import { parkingRepository } from '../../store/live/parking-repository';
import { trainStationRepository } from '../../store/live/train-station-repository';
import { airRoutes } from './air';
import { busRoutes } from './buses';
import { crossingOutlookRoutes } from './crossing-outlook';
import { ferriesRoutes } from './ferries';
import { liveRoutes } from './live-route';
import { parkingRoutes } from './parking';
import { seaRoutes } from './sea';
import { skyRoutes } from './sky';
import { trafficRoutes } from './traffic';
import { trainRoutes } from './trains';
import { flightsRoutes } from './flights';
import { weatherRoutes } from './weather';

/**
 * Every live call of requirements §7, each on its provider; the places and names they answer for
 * come from the store (docs/architecture.md, Live data).
 */
export const liveArea = (providers: LiveProviders, store: Store) => {
  const geography = geographyRepository(store);
  const places = livePlaceRepository(store);
  const names = liveNameRepository(store);
  return liveRoutes((app) => {
    weatherRoutes(app, providers.weather, geography, places);
    parkingRoutes(app, providers.parking, parkingRepository(store));
    seaRoutes(app, providers, places, names);
    crossingOutlookRoutes(app, providers.crossing, names);
    skyRoutes(app, providers.sky, places);
    airRoutes(app, providers, places, names);
    trafficRoutes(app, providers.traffic);
    busRoutes(app, providers);
    ferriesRoutes(app, providers.ferries);
    trainRoutes(app, providers.trains, trainStationRepository(store));
    flightsRoutes(app, providers.flights);
  });
};
