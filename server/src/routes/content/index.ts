import type { MapSettings } from '@ecg/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BasemapSeedFile } from '../../data-files/basemap-seed';
import type { BusAlertsProvider } from '../../providers/buses/bus-alerts-provider';
import type { FerriesProvider } from '../../providers/ferries/ferries-provider';
import type { TrafficProvider } from '../../providers/traffic/traffic-provider';
import type { TrainsProvider } from '../../providers/trains/trains-provider';
import type { BikeAvailabilityProvider } from '../../providers/bikes/bike-availability';
import type { WarningsProvider } from '../../providers/warnings/warnings-provider';
import { areaRepository } from '../../store/content/area-repository';
import { articleRepository } from '../../store/content/article-repository';
import { couponRepository } from '../../store/content/coupon-repository';
import { eventRepository } from '../../store/content/event-repository';
import { facilityRepository } from '../../store/content/facility-repository';
import { festivalRepository } from '../../store/content/festival-repository';
import { geographyRepository } from '../../store/content/geography-repository';
import { guideRepository } from '../../store/content/guide-repository';
import { noticeRepository } from '../../store/content/notice-repository';
import { operatorNoticeRepository } from '../../store/content/operator-notice-repository';
import { operatorPublicationRepository } from '../../store/content/operator-publication-repository';
import { pageRepository } from '../../store/content/page-repository';
import { placeRelatedRepository } from '../../store/content/place-related-repository';
import { placeRepository } from '../../store/content/place-repository';
import { tourRepository } from '../../store/content/tour-repository';
import { webcamRepository } from '../../store/content/webcam-repository';
import type { Kysely } from 'kysely';
import type { Store } from '../../store/core/database';
import type { WrittenTables } from '../../store/core/written-tables';
import { noticeAdminRoutes } from './admin-notices';
import { areaRoutes } from './areas';
import { articleRoutes } from './articles';
import { couponRoutes } from './coupons';
import { eventRoutes } from './events';
import { facilityRoutes } from './facilities';
import { geographyRoutes } from './geography';
import { guideRoutes } from './guides';
import { mapRoutes } from './map';
import {
  busNotices,
  ferryNotices,
  noticeRoutes,
  railNotices,
  trafficNotices,
  warningNotices,
  type LiveNotices,
} from './notices';
import { pageRoutes } from './pages';
import { placeRoutes } from './places';
import { tourRoutes } from './tours';
import { unsourcedListRoutes } from './unsourced-lists';
import { webcamRoutes } from './webcams';
import { loggedChanges } from '../operators/logged-change';

export interface ContentAreaOptions {
  store: Store;
  /** The written tables: the notices and publications operators publish (docs/operations.md). */
  written: Kysely<WrittenTables>;
  /** The clock of answers that depend on the date (events to come or past, coupons valid). */
  now: () => number;
  /** The live warnings shown among the notices, and the clock that dates them. */
  warnings: WarningsProvider;
  /** The Highway Bureau's traffic control on the region's roads, shown among the notices too. */
  traffic?: TrafficProvider | undefined;
  /** The island ferries' sailing news of the day, shown among the notices too. */
  ferries?: FerriesProvider | undefined;
  /** The region's bus service alerts, shown among the notices too. */
  busAlerts?: BusAlertsProvider | undefined;
  /** TRA's alerts on the region's railway, shown among the notices too. */
  trains?: TrainsProvider | undefined;
  /** The bike stations' live counts, added to the bike layer's answers. */
  bikes?: BikeAvailabilityProvider | undefined;
  liveNow: () => number;
  map: { settings: MapSettings; basemap: BasemapSeedFile };
}

/**
 * The content of requirements §7 (places, events, tours, guides, articles, pages, coupons, areas,
 * geography, facilities, webcams, notices, the map), read from the seeded store, and the
 * console's sections of the notices operators publish beside the seed's and of the collection
 * campaigns.
 */
export const contentArea =
  ({
    store,
    written,
    now,
    warnings,
    traffic,
    ferries,
    trains,
    busAlerts,
    bikes,
    liveNow,
    map,
  }: ContentAreaOptions): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(geographyRoutes(geographyRepository(store)));
    await app.register(placeRoutes(placeRepository(store), placeRelatedRepository(store)));
    await app.register(eventRoutes(eventRepository(store), festivalRepository(store), now));
    await app.register(tourRoutes(tourRepository(store)));
    const liveNotices: LiveNotices[] = [
      warningNotices(warnings),
      ...(traffic ? [trafficNotices(traffic)] : []),
      ...(trains ? [railNotices(trains)] : []),
      ...(ferries ? [ferryNotices(ferries)] : []),
      ...(busAlerts ? [busNotices(busAlerts)] : []),
    ];
    await app.register(noticeRoutes(noticeRepository(store, written), liveNow, liveNotices));
    await app.register(couponRoutes(couponRepository(store)));
    await app.register(guideRoutes(guideRepository(store)));
    await app.register(
      articleRoutes(articleRepository(store), operatorPublicationRepository(written)),
    );
    await app.register(unsourcedListRoutes);
    await app.register(pageRoutes(pageRepository(store)));
    await app.register(areaRoutes(areaRepository(store)));
    await app.register(webcamRoutes(webcamRepository(store)));
    await app.register(facilityRoutes(facilityRepository(store), bikes));
    await app.register(mapRoutes(map.settings, map.basemap));
    await app.register(
      noticeAdminRoutes(operatorNoticeRepository(written), loggedChanges(written)),
    );
  };
