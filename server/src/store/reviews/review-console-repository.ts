import type { OperatorReview } from '@ecg/domain/contracts/admin-reviews';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { ReviewStatus } from '@ecg/domain/rules/reviews';
import { sql } from 'kysely';
import type { WrittenDb } from '../core/written-tables';
import { OperatorRefusal } from '../operators/operator-refusal';
import { nameOf, type PlaceNames, type ReviewPlaceRepository } from './review-places';

/** The statuses each decision takes a review from (docs/reviews.md, The console). */
export const DECISIONS = {
  approve: ['held', 'hidden'],
  reject: ['held', 'hidden'],
  restore: ['hidden'],
} as const satisfies Record<string, readonly ReviewStatus[]>;
export type ReviewDecision = keyof typeof DECISIONS;

export interface ReviewFilter {
  status?: ReviewStatus | undefined;
  lang: ContentLang;
  limit: number;
  offset: number;
}

/**
 * The operators' side of the reviews (migration 0028; docs/reviews.md, The console): the queue
 * by status, and the decisions. A change runs in the console's transaction, so its line of the
 * action log is written with it or not at all.
 */
export function reviewConsoleRepository(db: WrittenDb, places: ReviewPlaceRepository) {
  const rows = () =>
    db
      .selectFrom('reviews as r')
      .leftJoin('members as m', 'm.id', 'r.member_id')
      .selectAll('r')
      .select([
        'm.display_name',
        sql<number>`(select count(*) from review_reports rr where rr.review_id = r.id)`.as(
          'reports',
        ),
      ]);

  type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirst']>>>;
  const reviewOf = (row: Row, names: PlaceNames): OperatorReview => ({
    id: row.id,
    kind: row.place_kind,
    placeId: row.place_id,
    placeName: nameOf(names, row.place_id),
    rating: row.rating,
    text: row.text,
    visitMonth: row.visit_month,
    lang: row.lang,
    status: row.status,
    reason: row.reason,
    displayName: row.display_name,
    reports: Number(row.reports),
    createdAt: formatTaipei(row.created_at),
    decidedAt: row.decided_at === null ? null : formatTaipei(row.decided_at),
  });

  const rowOf = async (id: number): Promise<Row> => {
    const row = await rows().where('r.id', '=', id).executeTakeFirst();
    if (!row) throw new OperatorRefusal('notFound', `There is no review ${id}`);
    return row;
  };

  return {
    /** A page of the queue: held and hidden ones oldest first (first come, first decided). */
    async list(filter: ReviewFilter) {
      const { status, lang, limit, offset } = filter;
      let query = rows();
      if (status) query = query.where('r.status', '=', status);
      const order = status === 'held' || status === 'hidden' ? 'asc' : 'desc';
      const page = await query
        .orderBy('r.created_at', order)
        .orderBy('r.id', order)
        .limit(limit)
        .offset(offset)
        .execute();
      let counted = db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('total'));
      if (status) counted = counted.where('status', '=', status);
      const { total } = await counted.executeTakeFirstOrThrow();
      const names = await places.names(
        page.map((row) => row.place_id),
        lang,
      );
      return { items: page.map((row) => reviewOf(row, names)), total: Number(total) };
    },

    /** A review with its place named in `lang`; read outside a change's transaction. */
    async one(id: number, lang: ContentLang): Promise<OperatorReview> {
      const row = await rowOf(id);
      return reviewOf(row, await places.names([row.place_id], lang));
    },

    /**
     * An operator's decision: approve and restore show the review (and clear its reports, so it
     * is not hidden again at once), reject keeps the reason for the member. Refused with a 409
     * when the review is not in a status the decision takes.
     */
    async decide(
      id: number,
      decision: ReviewDecision,
      at: number,
      reason?: string,
    ): Promise<{ from: ReviewStatus }> {
      const { status: from } = await rowOf(id);
      const allowed: readonly ReviewStatus[] = DECISIONS[decision];
      if (!allowed.includes(from)) {
        throw new OperatorRefusal(
          'statusRefused',
          `Review ${id} is ${from}: only a review ${allowed.join(' or ')} can be ${decision}d`,
        );
      }
      const shown = decision !== 'reject';
      await db
        .updateTable('reviews')
        .set({
          status: shown ? 'shown' : 'rejected',
          reason: shown ? null : (reason ?? null),
          decided_at: at,
          ...(shown ? { shown_at: sql<number>`coalesce(shown_at, ${at})` } : {}),
        })
        .where('id', '=', id)
        .execute();
      if (shown) await db.deleteFrom('review_reports').where('review_id', '=', id).execute();
      return { from };
    },
  };
}

export type ReviewConsoleRepository = ReturnType<typeof reviewConsoleRepository>;
