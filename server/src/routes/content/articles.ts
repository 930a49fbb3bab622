import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { keywordListQuerySchema, type ArticleKind } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TIMED_ANSWER_MS } from '../../plugins/answer-cache';
import type { ArticleRepository } from '../../store/content/article-repository';
import type { OperatorPublicationRepository } from '../../store/content/operator-publication-repository';
import { langParams, requireContentLang } from '../core/lang';
import { listAnswer } from '../core/paging';

/** Each editorial list of requirements §7 and the kind of item it holds. */
const ARTICLE_LISTS: [
  'news' | 'banner' | 'marquee' | 'publications' | 'faqs' | 'links' | 'glossaries',
  ArticleKind,
][] = [
  ['news', 'news'],
  ['banner', 'banner'],
  ['marquee', 'marquee'],
  ['publications', 'publication'],
  ['faqs', 'faq'],
  ['links', 'link'],
  ['glossaries', 'glossary'],
];

/** News, banners, marquee, publications, faqs, links and glossaries: paged, searchable lists. */
export const articleRoutes =
  (
    articles: ArticleRepository,
    operatorPublications: OperatorPublicationRepository,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    for (const [path, kind] of ARTICLE_LISTS) {
      app.get(
        apiRoute(path),
        {
          // Publications change when an operator adds one in the console: kept a minute only.
          config: { cacheAnswer: path === 'publications' ? TIMED_ANSWER_MS : true },
          schema: {
            params: langParams,
            querystring: keywordListQuerySchema,
            response: { 200: API_ANSWERS[path].GET },
          },
        },
        async (request) => {
          const { query } = request;
          const lang = request.params.lang as ContentLang;
          // The publications operators add are written data, listed after the seed's.
          const added =
            kind === 'publication' ? await operatorPublications.list(lang, query.q) : [];
          const { items, total } = await articles.list(kind, lang, query, added);
          return listAnswer({ items, total }, query);
        },
      );
    }
  };
