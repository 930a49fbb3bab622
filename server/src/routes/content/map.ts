import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import type { Basemap, MapSettings } from '@ecg/domain/contracts';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BasemapSeedFile } from '../../data-files/basemap-seed';
import { localizedBasemap } from './basemap-presenter';
import { langParams, requireContentLang } from '../core/lang';

/**
 * What the map draws on (docs/map.md): the tile server the deployment configured,
 * and our own basemap, drawn under the tiles and alone when there are none.
 */
export const mapRoutes =
  (settings: MapSettings, basemap: BasemapSeedFile): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    // Built once: the basemap changes only with the seed, which restarts the server.
    const basemaps = Object.fromEntries(
      CONTENT_LANGS.map((lang) => [lang, localizedBasemap(basemap, lang)]),
    ) as Record<ContentLang, Basemap>;

    app.get(
      apiRoute('mapSettings'),
      {
        config: { cacheAnswer: true },
        schema: { params: langParams, response: { 200: API_ANSWERS.mapSettings.GET } },
      },
      async () => ({ success: true, data: settings }),
    );

    app.get(
      apiRoute('basemap'),
      {
        config: { cacheAnswer: true },
        schema: { params: langParams, response: { 200: API_ANSWERS.basemap.GET } },
      },
      async (request) => ({
        success: true,
        data: basemaps[request.params.lang as ContentLang],
      }),
    );
  };
