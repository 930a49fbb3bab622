import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import {
  idRequestSchema,
  placeListQuerySchema,
  shopListQuerySchema,
  type Attraction,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { TIMED_ANSWER_MS } from '../../plugins/answer-cache';
import { NotFoundError } from '../../plugins/errors';
import { attractionDetail, collectionPlace, placeSummary, shopDetail } from './place-presenter';
import type {
  PlaceRelated,
  PlaceRelatedRepository,
} from '../../store/content/place-related-repository';
import type {
  PlaceDetailRow,
  PlaceKind,
  PlaceRepository,
  PlaceRow,
} from '../../store/content/place-repository';
import type { PlaceCollection } from '../../store/core/schema';
import { langParams, requireContentLang } from '../core/lang';
import { listAnswer } from '../core/paging';

/** The three kinds of place the spec lists, each a list and a detail of its own. */
const PLACE_ROUTES: {
  list: 'attractions' | 'shops' | 'accommodations';
  detail: 'attractionDetail' | 'shopDetail' | 'accommodationDetail';
  query: typeof placeListQuerySchema | typeof shopListQuerySchema;
  kindsOf: (query: { type?: 'cuisines' | 'souvenirs' }) => PlaceKind[];
  detailKinds: PlaceKind[];
  /** A shop lists its coupons, which end with time. */
  listsCoupons: boolean;
  present: (row: PlaceDetailRow, lang: ContentLang, related: PlaceRelated) => Attraction;
}[] = [
  {
    list: 'attractions',
    detail: 'attractionDetail',
    query: placeListQuerySchema,
    kindsOf: () => ['attraction'],
    detailKinds: ['attraction'],
    listsCoupons: false,
    present: attractionDetail,
  },
  {
    list: 'shops',
    detail: 'shopDetail',
    query: shopListQuerySchema,
    kindsOf: (query) => (query.type === 'souvenirs' ? ['souvenir'] : ['food']),
    detailKinds: ['food', 'souvenir'],
    listsCoupons: true,
    present: shopDetail,
  },
  {
    list: 'accommodations',
    detail: 'accommodationDetail',
    query: placeListQuerySchema,
    kindsOf: () => ['lodging'],
    detailKinds: ['lodging'],
    listsCoupons: true,
    present: shopDetail,
  },
];

/** Lists of places of any kind that belong to one collection. */
const COLLECTION_LISTS: ['visitorCenter' | 'tribalTourism' | 'waterRecreation', PlaceCollection][] =
  [
    ['visitorCenter', 'visitor-center'],
    ['tribalTourism', 'tribal-tourism'],
    ['waterRecreation', 'water-recreation'],
  ];
const ALL_KINDS: PlaceKind[] = ['attraction', 'food', 'souvenir', 'lodging'];

const placeListAnswer = (
  { items, total }: { items: PlaceRow[]; total: number },
  lang: ContentLang,
  query: { page: number; pageSize: number },
) => listAnswer({ items: items.map((row) => placeSummary(row, lang)), total }, query);

/**
 * Attractions, shops (cuisines, souvenirs) and accommodations: lists and details (requirements §7);
 * and the visitor centres, tribal tourism and water-recreation operators among them.
 */
export const placeRoutes =
  (places: PlaceRepository, related: PlaceRelatedRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    for (const [path, collection] of COLLECTION_LISTS) {
      app.get(
        apiRoute(path),
        {
          config: { cacheAnswer: true },
          schema: {
            params: langParams,
            querystring: placeListQuerySchema,
            response: { 200: API_ANSWERS[path].GET },
          },
        },
        async (request) => {
          const lang = request.params.lang as ContentLang;
          const { query } = request;
          const { items, total } = await places.list(ALL_KINDS, lang, { ...query, collection });
          return listAnswer(
            { items: items.map((row) => collectionPlace(row, lang)), total },
            query,
          );
        },
      );
    }

    for (const route of PLACE_ROUTES) {
      app.get(
        apiRoute(route.list),
        {
          config: { cacheAnswer: true },
          schema: {
            params: langParams,
            querystring: route.query,
            response: { 200: API_ANSWERS[route.list].GET },
          },
        },
        async (request) => {
          const lang = request.params.lang as ContentLang;
          const query = request.query as z.infer<typeof shopListQuerySchema>;
          return placeListAnswer(await places.list(route.kindsOf(query), lang, query), lang, query);
        },
      );

      app.post(
        apiRoute(route.detail),
        {
          // A shop's coupons end with time, so its answer is kept a minute only.
          config: { cacheAnswer: route.listsCoupons ? TIMED_ANSWER_MS : true },
          schema: {
            params: langParams,
            body: idRequestSchema,
            response: { 200: API_ANSWERS[route.detail].POST },
          },
        },
        async (request) => {
          const lang = request.params.lang as ContentLang;
          const row = await places.find(route.detailKinds, request.body.id, lang);
          if (!row)
            throw new NotFoundError(
              `No ${route.detailKinds.join(' or ')} with id ${request.body.id}`,
            );
          return {
            success: true,
            data: route.present(row, lang, await related.forPlace(row.id, lang)),
          };
        },
      );
    }
  };
