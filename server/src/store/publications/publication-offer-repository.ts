import { COPIES_MAX } from '@ecg/domain/contracts';
import { operatorPublicationRepository } from '../content/operator-publication-repository';
import type { WrittenDb } from '../core/written-tables';
import { OperatorRefusal } from '../operators/operator-refusal';

/** Which publications of our list visitors may ask for by post, and how many copies a request. */
export function publicationOfferRepository(db: WrittenDb) {
  return {
    /** Copies a request may ask, by the article id of each publication visitors may ask for. */
    async offers(): Promise<Map<number, number>> {
      const rows = await db.selectFrom('publication_offer').selectAll().execute();
      return new Map(rows.map((row) => [row.article_id, row.copy_limit]));
    },

    /**
     * Lets visitors ask for a publication of the list, at most `copyLimit` copies a request;
     * `null` stops it being asked for (requests made stay). `listed`: the list's ids, read
     * before the transaction (publication-repository.ts), where one added in it may be missing.
     */
    async setRequestable(
      articleId: number,
      copyLimit: number | null,
      now: number,
      listed: ReadonlySet<number>,
    ) {
      if (copyLimit === null) {
        await db.deleteFrom('publication_offer').where('article_id', '=', articleId).execute();
        return;
      }
      if (!Number.isInteger(copyLimit) || copyLimit < 1 || copyLimit > COPIES_MAX) {
        throw new RangeError(`copyLimit must be a whole number from 1 to ${COPIES_MAX}`);
      }
      if (!listed.has(articleId) && !(await operatorPublicationRepository(db).has(articleId))) {
        throw new OperatorRefusal('notPublication', `Article ${articleId} is not a publication`);
      }
      await db
        .insertInto('publication_offer')
        .values({ article_id: articleId, copy_limit: copyLimit, updated_at: now })
        .onConflict((conflict) =>
          conflict.column('article_id').doUpdateSet({ copy_limit: copyLimit, updated_at: now }),
        )
        .execute();
    },
  };
}
