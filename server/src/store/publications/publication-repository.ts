import type { RequestablePublication } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { articleRepository } from '../content/article-repository';
import {
  operatorPublicationRepository,
  type ListedArticle,
} from '../content/operator-publication-repository';
import type { Db } from '../core/database';
import type { WrittenDb } from '../core/written-tables';
import { publicationOfferRepository } from './publication-offer-repository';

/*
 * Our publications list as the post sends it (requirements §7 publication-apply-information): which
 * publications visitors may ask for and in how many copies. The list itself is content, the
 * seed's articles of kind 'publication' and those the operators add (store/content); the offers
 * are written data (docs/operations.md, Written data in PostgreSQL).
 */

/** Why a request was not taken; the route says it at its field. */
export type PublicationProblem = { problem: 'missing' } | { problem: 'tooMany'; limit: number };

/**
 * The publications list with the offers of it, read from the content store `content` and the
 * written `db`: reads only, made outside a write's transaction (with SQLite alone the two stores
 * are one connection, which the transaction holds).
 */
export function publicationRepository(db: WrittenDb, content: Db) {
  const { offers } = publicationOfferRepository(db);
  const seeded = articleRepository(content);
  const added = operatorPublicationRepository(db);
  /** The publications list in one language, the seed's then the operators', in its order. */
  const list = async (lang: ContentLang): Promise<ListedArticle[]> => [
    ...(await seeded.listed('publication', lang)),
    ...(await added.list(lang)),
  ];

  return {
    /** The ids of the publications list. */
    async ids(): Promise<Set<number>> {
      return new Set((await list('zh-tw')).map(({ article }) => article.id));
    },

    /**
     * Every publication of the list, in its order, with its copy limit where visitors may ask
     * for it (null where not); titled in Chinese and English (Chinese where none is written).
     */
    async listForOperators() {
      const [zh, en, offered] = await Promise.all([list('zh-tw'), list('en'), offers()]);
      const english = new Map(en.map(({ article }) => [article.id, article.title]));
      return zh.map(({ article: { id, title } }) => ({
        id,
        title: { 'zh-tw': title, en: english.get(id) || title },
        copyLimit: offered.get(id) ?? null,
      }));
    },

    /** The publications that may be asked for, in the order of the list. */
    async requestable(lang: ContentLang): Promise<RequestablePublication[]> {
      const [listed, offered] = await Promise.all([list(lang), offers()]);
      return listed.flatMap(({ article }) => {
        const copyLimit = offered.get(article.id);
        if (copyLimit === undefined) return [];
        const { id, title, summary, image } = article;
        return [{ id, title, summary, image, copyLimit }];
      });
    },

    /** Whether the publication may be asked for in that many copies; its Chinese title if so. */
    async check(
      publication: number,
      copies: number,
    ): Promise<{ title: string } | PublicationProblem> {
      const [listed, offered] = await Promise.all([list('zh-tw'), offers()]);
      const limit = offered.get(publication);
      const item = listed.find(({ article }) => article.id === publication);
      if (limit === undefined || item === undefined) return { problem: 'missing' };
      if (copies > limit) return { problem: 'tooMany', limit };
      return { title: item.article.title };
    },
  };
}

export type PublicationRepository = ReturnType<typeof publicationRepository>;
