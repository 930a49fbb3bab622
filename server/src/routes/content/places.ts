import { apiRoute } from '@ecg/domain/api-paths';
import {
  attractionSchema,
  envelope,
  idRequestSchema,
  listPageSchema,
  placeListQuerySchema,
  placeSummarySchema,
  shopListQuerySchema,
  shopSchema,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../plugins/errors';
import { attractionDetail, placeSummary, shopDetail } from '../../presenters/place';
import type { PlaceKind, PlaceRepository } from '../../store/place-repository';
import { requireContentLang } from './lang';

const langParams = z.object({ lang: z.string() });
const placeList = envelope(listPageSchema(placeSummarySchema));

const SHOP_KINDS: Record<'cuisines' | 'souvenirs', PlaceKind[]> = {
  cuisines: ['food'],
  souvenirs: ['souvenir'],
};

/** Attractions, shops (cuisines, souvenirs) and accommodations: lists and details (SPEC §7). */
export const placeRoutes =
  (places: PlaceRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    async function page(
      kinds: PlaceKind[],
      lang: ContentLang,
      query: z.infer<typeof placeListQuerySchema>,
    ) {
      const { items, total } = await places.list(kinds, lang, query);
      return {
        success: true,
        data: {
          items: items.map((row) => placeSummary(row, lang)),
          total,
          page: query.page,
          pageSize: query.pageSize,
        },
      };
    }

    async function detail(kinds: PlaceKind[], lang: ContentLang, id: number) {
      const row = await places.find(kinds, id, lang);
      if (!row) throw new NotFoundError(`No ${kinds.join(' or ')} with id ${id}`);
      return row;
    }

    app.get(
      apiRoute('attractions'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: placeListQuerySchema,
          response: { 200: placeList },
        },
      },
      async (request) => page(['attraction'], request.params.lang as ContentLang, request.query),
    );
    app.post(
      apiRoute('attractionDetail'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          body: idRequestSchema,
          response: { 200: envelope(attractionSchema) },
        },
      },
      async (request) => {
        const lang = request.params.lang as ContentLang;
        return {
          success: true,
          data: attractionDetail(await detail(['attraction'], lang, request.body.id), lang),
        };
      },
    );

    app.get(
      apiRoute('shops'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: shopListQuerySchema,
          response: { 200: placeList },
        },
      },
      async (request) =>
        page(SHOP_KINDS[request.query.type], request.params.lang as ContentLang, request.query),
    );
    app.post(
      apiRoute('shopDetail'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          body: idRequestSchema,
          response: { 200: envelope(shopSchema) },
        },
      },
      async (request) => {
        const lang = request.params.lang as ContentLang;
        return {
          success: true,
          data: shopDetail(await detail(['food', 'souvenir'], lang, request.body.id), lang),
        };
      },
    );

    app.get(
      apiRoute('accommodations'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: placeListQuerySchema,
          response: { 200: placeList },
        },
      },
      async (request) => page(['lodging'], request.params.lang as ContentLang, request.query),
    );
    app.post(
      apiRoute('accommodationDetail'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          body: idRequestSchema,
          response: { 200: envelope(shopSchema) },
        },
      },
      async (request) => {
        const lang = request.params.lang as ContentLang;
        return {
          success: true,
          data: shopDetail(await detail(['lodging'], lang, request.body.id), lang),
        };
      },
    );
  };
