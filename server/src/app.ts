import type { MapSettings } from '@ecg/domain/contracts';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerAnswerCache, type AnswerCacheOptions } from './plugins/answer-cache';
import { registerCachePolicy } from './plugins/cache-policy';
import { registerConditionalGet } from './plugins/conditional-get';
import { registerErrorHandlers } from './plugins/errors';
import { registerHtmlSanitizingSerializer } from './plugins/html-serializer';
import { registerJsonBody } from './plugins/json-body';
import {
  contentSecurityPolicy,
  registerSecurityHeaders,
  securityHeaders,
} from './plugins/security-headers';
import { serverLimits, type ServerTimeouts } from './plugins/server-limits';
import { registerWriteLimits, type WriteLimitOptions } from './plugins/write-limits';
import { DEFAULT_DATA_DIR, type TrustProxy } from './config';
import { readMapSettings, tileOrigins } from './map-config';
import { areaRoutes } from './routes/content/areas';
import { articleRoutes } from './routes/content/articles';
import { couponRoutes } from './routes/content/coupons';
import { unsourcedListRoutes } from './routes/content/unsourced-lists';
import { eventRoutes } from './routes/content/events';
import { facilityRoutes } from './routes/content/facilities';
import { geographyRoutes } from './routes/content/geography';
import { guideRoutes } from './routes/content/guides';
import { mapRoutes } from './routes/content/map';
import { noticeRoutes } from './routes/content/notices';
import { pageRoutes } from './routes/content/pages';
import { placeRoutes } from './routes/content/places';
import { tourRoutes } from './routes/content/tours';
import { webcamRoutes } from './routes/content/webcams';
import { registerOperatorAccess } from './routes/admin/admin-guard';
import { registerConsolePage } from './routes/admin/console-page';
import { bookingAdminRoutes } from './routes/admin/bookings';
import { foundItemAdminRoutes } from './routes/admin/found-items';
import { lostReportAdminRoutes } from './routes/admin/lost-reports';
import { noticeAdminRoutes } from './routes/admin/notices';
import { operatorAdminRoutes } from './routes/admin/operators';
import { publicationAdminRoutes } from './routes/admin/publications';
import { repairAdminRoutes } from './routes/admin/repairs';
import { reservationAdminRoutes } from './routes/admin/reservations';
import { signInRoutes, type SignInOptions } from './routes/admin/sign-in';
import { suggestionAdminRoutes } from './routes/admin/suggestions';
import { surveyAdminRoutes } from './routes/admin/surveys';
import { healthRoutes } from './routes/health';
import { allLiveRoutes } from './routes/live';
import { serviceRoutes } from './routes/service';
import { liveProviders } from './providers/live-providers';
import type { UpstreamConfig } from './upstream-config';
import { registerPwa } from './routes/pwa';
import { readBasemapFile } from './seed/basemap-file';
import type { Store } from './store/database';
import { areaRepository } from './store/area-repository';
import { articleRepository } from './store/article-repository';
import { couponRepository } from './store/coupon-repository';
import { eventRepository } from './store/event-repository';
import { facilityRepository } from './store/facility-repository';
import { festivalRepository } from './store/festival-repository';
import { geographyRepository } from './store/geography-repository';
import { guideRepository } from './store/guide-repository';
import { liveNameRepository } from './store/live-name-repository';
import { livePlaceRepository } from './store/live-place-repository';
import { noticeRepository } from './store/notice-repository';
import { pageRepository } from './store/page-repository';
import { parkingRepository } from './store/parking-repository';
import { placeRelatedRepository } from './store/place-related';
import { placeRepository } from './store/place-repository';
import { tourRepository } from './store/tour-repository';
import { webcamRepository } from './store/webcam-repository';

/** The live-data upstreams' keys (none: their samples are served) and the samples' folder. */
export interface LiveOptions {
  samplesDir: string;
  /** The providers' clock, so tests can say what "now" is. */
  now?: () => number;
  upstreams: UpstreamConfig;
  /** How long an upstream may take: UPSTREAM_TIMEOUT_MS unless a test shortens it. */
  upstreamTimeoutMs?: number;
}

/** The map's tile server and the folder of its basemap (data/seed/basemap.json). */
export interface MapOptions {
  settings: MapSettings;
  dataDir: string;
}

export interface AppOptions {
  store: Store;
  webRoot: string;
  logger?: FastifyServerOptions['logger'];
  answerCache?: AnswerCacheOptions;
  live: LiveOptions;
  /** Unset: OpenStreetMap's tiles and the project's data folder. */
  map?: MapOptions;
  /**
   * The server's clock: of content answers that depend on the date (events to come or past),
   * and of operators' sessions and their log.
   */
  now?: () => number;
  /** How long a client may take; tests shorten them to see a slow client cut off. */
  timeouts?: ServerTimeouts;
  /** The limit of writes per client and where its counts are kept (several servers share one). */
  writes?: WriteLimitOptions;
  /**
   * Which proxies' X-Forwarded-For names the client (TRUST_PROXY); none unless said, so a
   * client cannot name itself another to escape its limits.
   */
  trustProxy?: TrustProxy;
  /** The sign-in's per-client limit and its gate of password hashes (tests set their own). */
  signIn?: SignInOptions;
}

/** Builds the server without listening, so tests drive it through inject(). */
export async function buildApp({
  store,
  webRoot,
  logger = false,
  answerCache,
  live,
  map = { settings: readMapSettings({}), dataDir: DEFAULT_DATA_DIR },
  now: contentNow = Date.now,
  timeouts,
  writes = {},
  trustProxy = false,
  signIn = {},
}: AppOptions) {
  const appHeaders = securityHeaders(contentSecurityPolicy(tileOrigins(map.settings)));
  const app = Fastify({
    logger,
    // Fastify's own reading of a hop count (its types name only the function form).
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    ...serverLimits(timeouts, appHeaders),
  });
  app.setValidatorCompiler(validatorCompiler);
  registerHtmlSanitizingSerializer(app);
  registerErrorHandlers(app);
  registerJsonBody(app);
  registerSecurityHeaders(app, appHeaders);
  // Before compression, so the cache keeps the plain answer, the ETag is of the content, a 304
  // is decided before anything is compressed, and compression serves each client its form.
  registerAnswerCache(app, { now: contentNow, ...answerCache });
  registerConditionalGet(app);
  await app.register(compress, { global: true });
  registerCachePolicy(app, contentNow);
  await registerWriteLimits(app, writes);

  const geography = geographyRepository(store);
  await app.register(healthRoutes(geography));
  await app.register(geographyRoutes(geography));
  await app.register(placeRoutes(placeRepository(store), placeRelatedRepository(store)));
  await app.register(eventRoutes(eventRepository(store), festivalRepository(store), contentNow));
  await app.register(tourRoutes(tourRepository(store)));
  // A failed refresh is logged once per feed and back-off period (live-feeds.ts), so a dead
  // upstream cannot flood the log.
  const providers = liveProviders({ ...live, reportFailure: (message) => app.log.warn(message) });
  await app.register(
    noticeRoutes(noticeRepository(store), providers.warnings, live.now ?? Date.now),
  );
  await app.register(couponRoutes(couponRepository(store)));
  await app.register(guideRoutes(guideRepository(store)));
  await app.register(articleRoutes(articleRepository(store)));
  await app.register(unsourcedListRoutes);
  await app.register(pageRoutes(pageRepository(store)));
  await app.register(areaRoutes(areaRepository(store)));
  await app.register(webcamRoutes(webcamRepository(store)));
  await app.register(facilityRoutes(facilityRepository(store)));
  await app.register(mapRoutes(map.settings, readBasemapFile(map.dataDir)));
  registerOperatorAccess(app, { store, now: contentNow });
  await app.register(signInRoutes(store, contentNow, signIn));
  await app.register(operatorAdminRoutes(store));
  await app.register(noticeAdminRoutes(store));
  await app.register(reservationAdminRoutes(store));
  await app.register(bookingAdminRoutes(store));
  await app.register(publicationAdminRoutes(store));
  await app.register(repairAdminRoutes(store));
  await app.register(suggestionAdminRoutes(store));
  await app.register(surveyAdminRoutes(store));
  await app.register(foundItemAdminRoutes(store));
  await app.register(lostReportAdminRoutes(store));
  await app.register(
    allLiveRoutes(providers, {
      geography,
      parking: parkingRepository(store),
      places: livePlaceRepository(store),
      names: liveNameRepository(store),
    }),
  );
  await app.register(
    serviceRoutes({
      store,
      now: contentNow,
      ...(writes.limit ? { limit: writes.limit } : {}),
      ...(writes.leaseMs ? { leaseMs: writes.leaseMs } : {}),
    }),
  );
  await registerPwa(app, webRoot);
  await registerConsolePage(app, webRoot);
  return app;
}
