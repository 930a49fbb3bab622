import type { LiveProviders } from '../../providers/live-providers';
import type { GeographyRepository } from '../../store/geography-repository';
import type { LiveNameRepository } from '../../store/live-name-repository';
import type { LivePlaceRepository } from '../../store/live-place-repository';
import type { ParkingRepository } from '../../store/parking-repository';
import { airRoutes } from './air';
import { crossingOutlookRoutes } from './crossing-outlook';
import { liveRoutes } from './live-route';
import { parkingRoutes } from './parking';
import { seaRoutes } from './sea';
import { skyRoutes } from './sky';
import { weatherRoutes } from './weather';

export interface LiveRouteStores {
  geography: GeographyRepository;
  parking: ParkingRepository;
  places: LivePlaceRepository;
  names: LiveNameRepository;
}

/** Every live call of requirements §7, each on its provider. */
export const allLiveRoutes = (providers: LiveProviders, stores: LiveRouteStores) =>
  liveRoutes((app) => {
    weatherRoutes(app, providers.weather, stores.geography, stores.places);
    parkingRoutes(app, providers.parking, stores.parking);
    seaRoutes(app, providers, stores.places, stores.names);
    crossingOutlookRoutes(app, providers.crossing, stores.names);
    skyRoutes(app, providers.sky, stores.places);
    airRoutes(app, providers, stores.places, stores.names);
  });
