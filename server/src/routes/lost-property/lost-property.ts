import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { foundItemQuerySchema, lostReportSchema, type FoundItemQuery } from '@ecg/domain/contracts';
import { formatTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance } from 'fastify';
import type { FoundItemRepository } from '../../store/lost-property/found-item-repository';
import { lostReportRepository } from '../../store/lost-property/lost-report-repository';
import { langParams } from '../core/lang';
import { writeRoute, type WriteDependencies } from '../writes/write-route';

/**
 * Lost property (requirements §7 lost-property): GET, the items the visitor centres hold, which
 * the staff change at any moment (a minute's cache at most); POST, a lost item's report.
 */
export function lostPropertyRoutes(
  app: FastifyInstance,
  deps: WriteDependencies,
  foundItems: FoundItemRepository,
): void {
  app.get(
    apiRoute('lostProperty'),
    {
      config: { cachePolicy: 'live' },
      schema: {
        params: langParams,
        querystring: foundItemQuerySchema,
        response: { 200: API_ANSWERS.lostProperty.GET },
      },
    },
    async (request) => {
      const { lang } = request.params as { lang: ContentLang };
      const query = request.query as FoundItemQuery;
      const page = await foundItems.listHeld(query, lang, taipeiDate(deps.now()));
      return { success: true, data: { ...page, page: query.page, pageSize: query.pageSize } };
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'lostProperty',
      input: lostReportSchema(deps.now),
      answer: API_ANSWERS.lostProperty.POST,
    },
    async (input, { lang, now, commit }) => {
      return commit(async (trx) => {
        const number = await lostReportRepository(trx).create({ ...input, lang, now });
        return { status: 201, data: { number, createdAt: formatTaipei(now) } };
      });
    },
  );
}
