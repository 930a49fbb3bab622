import { API_ANSWERS, FACILITY_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { facilityApiRoute } from '@ecg/domain/facility-api-paths';
import {
  busStopsRequestSchema,
  facilityQuerySchema,
  type BusStopsAnswer,
  type FacilityAnswer,
} from '@ecg/domain/contracts';
import { FACILITY_KINDS, nearbyRadiusKm, type FacilityKind } from '@ecg/domain/rules/facilities';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BikeAvailabilityProvider, BikeCounts } from '../../providers/bikes/bike-availability';
import type { FacilityRepository, NearbyFacilities } from '../../store/content/facility-repository';
import { langParams, requireContentLang } from '../core/lang';

/**
 * The answer is about where the visitor stands: no cache may keep it, ours included
 * (docs/writes.md), and its query is never the key of a shared entry.
 */
const VISITOR_ANSWER = { cacheAnswer: false, cachePolicy: 'visitor' } as const;

/**
 * The answers are built below from the store's typed rows, as the contract's type (checked when
 * compiled, and against the contract by the inject tests), and hold no HTML: they are written as
 * they are, though each route declares its contract (api-answers.ts). Checking each again with
 * zod took two fifths of a nearby call, the hottest call a visitor makes (`npm run bench:api`).
 */
const writeAsBuilt = () => (answer: unknown) => JSON.stringify(answer);

interface Search {
  lat: number;
  lng: number;
  radius?: number | undefined;
  limit: number;
}

const metaOf = (kind: FacilityKind, radius: number, found: NearbyFacilities) => ({
  kind,
  radius,
  total: found.total,
  held: found.held,
  sources: found.sources,
});

/**
 * The facility calls (requirements §7): the facilities of one kind within a radius of a position,
 * nearest first, the radius being the kind's own (requirements §5) unless the query gives one.
 */
export const facilityRoutes =
  (facilities: FacilityRepository, bikes?: BikeAvailabilityProvider): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    const search = async (kind: FacilityKind, query: Search, lang: ContentLang) => {
      const radius = query.radius ?? nearbyRadiusKm(kind) * 1000;
      const result = await facilities.nearby({
        kind,
        centre: { lat: query.lat, lng: query.lng },
        radiusMetres: radius,
        limit: query.limit,
        lang,
      });
      return { radius, result };
    };

    const nearbyKinds = FACILITY_KINDS.filter(
      (kind): kind is Exclude<FacilityKind, 'bus-stop'> => kind !== 'bus-stop',
    );
    for (const kind of nearbyKinds) {
      app.get(
        facilityApiRoute(kind),
        {
          config: VISITOR_ANSWER,
          serializerCompiler: writeAsBuilt,
          schema: {
            params: langParams,
            querystring: facilityQuerySchema,
            response: { 200: FACILITY_ANSWERS[kind].GET },
          },
        },
        async (request): Promise<FacilityAnswer> => {
          const lang = request.params.lang as ContentLang;
          const { radius, result } = await search(kind, request.query, lang);
          // A bike station's live counts (docs/live-data.md, Bikes), both or none.
          const counts =
            kind === 'bike' && bikes ? await bikes.counts() : new Map<string, BikeCounts>();
          return {
            success: true,
            data: result.items.map((item) => ({
              id: item.id,
              kind,
              name: item.name,
              latlng: `${item.lat},${item.lng}`,
              distance: item.distance,
              ...(item.address ? { address: item.address } : {}),
              ...(item.tel ? { tel: item.tel } : {}),
              source: item.source,
              // A bike station is named by its `station` (requirements §3).
              ...(kind === 'bike' ? { station: item.name, ...counts.get(item.id) } : {}),
            })),
            meta: metaOf(kind, radius, result),
          };
        },
      );
    }

    // The same for every visitor, and changed only by a seed (which restarts the server): kept
    // as content is, so the layers offered are known offline too.
    app.get(
      apiRoute('facilityKinds'),
      {
        config: { cacheAnswer: true },
        schema: { params: langParams, response: { 200: API_ANSWERS.facilityKinds.GET } },
      },
      async () => ({ success: true, data: await facilities.counts() }),
    );

    // Nearby bus stops (requirements §7): the language of the stop names is a query field.
    app.get(
      facilityApiRoute('bus-stop'),
      {
        config: VISITOR_ANSWER,
        serializerCompiler: writeAsBuilt,
        schema: {
          params: langParams,
          querystring: busStopsRequestSchema,
          response: { 200: FACILITY_ANSWERS['bus-stop'].GET },
        },
      },
      async (request): Promise<BusStopsAnswer> => {
        const { radius, result } = await search('bus-stop', request.query, request.query.lang);
        return {
          success: true,
          data: result.items.map((item) => ({
            id: item.id,
            stop_name: item.name,
            latitude: item.lat,
            longitude: item.lng,
            distance: item.distance,
            routes: item.routes,
            source: item.source,
          })),
          meta: metaOf('bus-stop', radius, result),
        };
      },
    );
  };
