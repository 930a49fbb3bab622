import type { MapSettings } from '@ecg/domain/contracts';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerAnswerCache, type AnswerCacheOptions } from './plugins/answer-cache';
import { registerCachePolicy } from './plugins/cache-policy';
import { registerConditionalGet } from './plugins/conditional-get';
import { registerErrorHandlers } from './plugins/errors';
import { registerHtmlSanitizingSerializer } from './plugins/html-serializer';
import { registerJsonBody } from './plugins/json-body';
import {
  API_HEADERS,
  contentSecurityPolicy,
  documentHeaders,
  registerSecurityHeaders,
} from './plugins/security-headers';
import { serverLimits, type ServerTimeouts } from './plugins/server-limits';
import { rateLimitStoreFor } from './store/writes/rate-limit-store';
import { registerWriteLimits, type WriteLimitOptions } from './plugins/write-limits';
import { DEFAULT_DATA_DIR, type TrustProxy } from './config';
import { readRelyingParty } from './relying-party';
import { readMapSettings, tileOrigins } from './map-config';
import { contentArea } from './routes/content';
import { healthRoutes } from './routes/health';
import { liveArea } from './routes/live';
import { membersArea } from './routes/members';
import type { MemberExportParts, MembersOptions } from './routes/members/member-limits';
import { lostPropertyArea } from './routes/lost-property';
import { operatorsArea } from './routes/operators';
import { registerOperatorAccess } from './routes/operators/admin-guard';
import type { SignInOptions } from './routes/operators/sign-in';
import { publicationsArea } from './routes/publications';
import { registerHomeAhead } from './routes/home-ahead';
import { registerPwa } from './routes/pwa';
import { repairsArea } from './routes/repairs';
import { reservationsArea } from './routes/reservations';
import { reviewsArea } from './routes/reviews';
import { campaignsArea } from './routes/campaigns';
import { suggestionsArea } from './routes/suggestions';
import { surveysArea } from './routes/surveys';
import type { WriteDependencies } from './routes/writes/write-route';
import { liveProviders } from './providers/live-providers';
import type { UpstreamConfig } from './upstream-config';
import { registerErasing } from './retention/erasing';
import { readBasemapFile } from './seed/basemap-file';
import { geographyRepository } from './store/content/geography-repository';
import type { Kysely } from 'kysely';
import type { Store } from './store/core/database';
import type { WrittenTables } from './store/core/written-tables';
import { operatorRepository } from './store/operators/operator-repository';
import { reviewPlaceRepository } from './store/reviews/review-places';
import { reviewRepository } from './store/reviews/review-repository';
import { checkInRepository } from './store/campaigns/check-in-repository';

/** The areas of the service forms: each the visitors' calls and the console's sections. */
const FORM_AREAS = [
  reservationsArea,
  publicationsArea,
  surveysArea,
  suggestionsArea,
  repairsArea,
  lostPropertyArea,
];

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
  /** The seeded content, read only; also the written tables unless `written` is given. */
  store: Store;
  /**
   * What visitors, members and operators write, when it lives apart from the content (PostgreSQL:
   * docs/operations.md, Written data in PostgreSQL).
   */
  written?: Kysely<WrittenTables>;
  webRoot: string;
  /**
   * Render each language's home ahead into the app's page, from the built web's render module
   * (routes/home-ahead): the server does; a test that does not look at it is spared the work.
   */
  homeAhead?: boolean;
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
  /** Whose members' passkeys are (PUBLIC_ORIGIN; http://localhost:8080 unless said). */
  members?: MembersOptions;
  /** Told of every route as it is added: its method, path and schemas (a test reads them). */
  observeRoute?: (route: RouteOptions) => void;
}

/** Builds the server without listening, so tests drive it through inject(). */
export async function buildApp({
  store,
  written = store,
  webRoot,
  homeAhead = false,
  logger = false,
  answerCache,
  live,
  map = { settings: readMapSettings({}), dataDir: DEFAULT_DATA_DIR },
  now: contentNow = Date.now,
  timeouts,
  writes = {},
  trustProxy = false,
  signIn = {},
  members = { relyingParty: readRelyingParty(undefined, 8080) },
  observeRoute,
}: AppOptions) {
  const appHeaders = documentHeaders(contentSecurityPolicy(tileOrigins(map.settings)));
  const app = Fastify({
    logger,
    // Fastify's own reading of a hop count (its types name only the function form).
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    ...serverLimits(timeouts, API_HEADERS),
  });
  if (observeRoute) app.addHook('onRoute', observeRoute);
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
  // Several servers share a PostgreSQL: their limits' counts are shared there too.
  await registerWriteLimits(app, { ...rateLimitStoreFor(written), ...writes });

  registerOperatorAccess(app, { operators: operatorRepository(written), now: contentNow });
  // First: the static plugin's reply decorators serve the console's page too (console-page.ts).
  await registerPwa(app, webRoot);
  if (homeAhead) await registerHomeAhead(app, { webRoot, now: contentNow });

  await app.register(healthRoutes(geographyRepository(store)));
  // A failed refresh is logged once per feed and back-off period (live-feeds.ts), so a dead
  // upstream cannot flood the log.
  const providers = liveProviders({ ...live, reportFailure: (message) => app.log.warn(message) });
  await app.register(
    contentArea({
      store,
      written,
      now: contentNow,
      warnings: providers.warnings,
      traffic: providers.traffic,
      ferries: providers.ferries,
      trains: providers.trains,
      busAlerts: providers.busAlerts,
      bikes: providers.bikes,
      liveNow: live.now ?? Date.now,
      map: { settings: map.settings, basemap: readBasemapFile(map.dataDir) },
    }),
  );
  await app.register(liveArea(providers, store));
  const forms: WriteDependencies = {
    store: written,
    content: store,
    now: contentNow,
    ...(writes.limit ? { limit: writes.limit } : {}),
    ...(writes.leaseMs ? { leaseMs: writes.leaseMs } : {}),
  };
  for (const area of FORM_AREAS) await app.register(area(forms));
  // The export holds the member's reviews and check-ins, read here so the members' area imports
  // no other.
  const exportParts: MemberExportParts = {
    reviews: (memberId, lang) =>
      reviewRepository(written, reviewPlaceRepository(store)).ofMember(memberId, lang),
    campaignCheckIns: (memberId) => checkInRepository(written).all(memberId),
  };
  await app.register(membersArea(forms, members, exportParts));
  await app.register(reviewsArea(forms, members));
  await app.register(campaignsArea(forms, members));
  registerErasing(app, written, contentNow);
  await app.register(operatorsArea({ store: written, now: contentNow, signIn, webRoot }));
  return app;
}
