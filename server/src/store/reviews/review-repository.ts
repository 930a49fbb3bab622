import type {
  BestRatedPlace,
  OwnReview,
  PlaceReviews,
  Review,
} from '@ecg/domain/contracts/reviews';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  bayesianScore,
  meanRating,
  REVIEWS_PAGE_SIZE,
  statusAfterReport,
  type ReviewPlaceKind,
  type ReviewStatus,
} from '@ecg/domain/rules/reviews';
import { sql } from 'kysely';
import { oneAtATime } from '../core/engine';
import type { WrittenDb } from '../core/written-tables';
import { nameOf, type ReviewPlaceRepository } from './review-places';

/** A review as written, before the store numbers it. */
export interface NewReview {
  memberId: number;
  kind: ReviewPlaceKind;
  placeId: number;
  rating: number;
  text: string;
  visitMonth: string;
  lang: ContentLang;
  status: 'held' | 'shown';
}

interface ReviewRow {
  id: number;
  rating: number;
  text: string;
  visit_month: string;
  display_name: string | null;
  created_at: number;
}

const reviewOf = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  visitMonth: row.visit_month,
  displayName: row.display_name,
  createdAt: row.created_at,
});

/**
 * Travellers' reviews (migration 0028; docs/reviews.md): a place's shown ones, the best rated,
 * a member's own, a new one, and the reports that hide one. A review's name is its member's
 * current display name, null once the account is deleted.
 */
export function reviewRepository(db: WrittenDb, places: ReviewPlaceRepository) {
  const withNames = () =>
    db
      .selectFrom('reviews as r')
      .leftJoin('members as m', 'm.id', 'r.member_id')
      .select(['r.id', 'r.rating', 'r.text', 'r.visit_month', 'r.created_at'])
      .select('m.display_name');

  const shownOf = (kind: ReviewPlaceKind) =>
    db.selectFrom('reviews').where('place_kind', '=', kind).where('status', '=', 'shown');

  return {
    /** A place's shown reviews, newest first, with their raw mean and count. */
    async ofPlace(kind: ReviewPlaceKind, placeId: number, page: number): Promise<PlaceReviews> {
      const { sum, count } = await shownOf(kind)
        .where('place_id', '=', placeId)
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('rating'), sql<number>`0`).as('sum'),
          eb.fn.countAll<number>().as('count'),
        ])
        .executeTakeFirstOrThrow();
      const rows = await withNames()
        .where('r.place_kind', '=', kind)
        .where('r.place_id', '=', placeId)
        .where('r.status', '=', 'shown')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(REVIEWS_PAGE_SIZE)
        .offset((page - 1) * REVIEWS_PAGE_SIZE)
        .execute();
      return {
        mean: meanRating(Number(sum), Number(count)) ?? null,
        count: Number(count),
        reviews: rows.map(reviewOf),
        page,
        pageSize: REVIEWS_PAGE_SIZE,
      };
    },

    /**
     * The places of a kind with a shown review, best first by the Bayesian average
     * (rules/reviews.ts bayesianScore) towards the mean of all the kind's shown reviews; ties by
     * count, then id. Places the content no longer holds are left out.
     */
    async bestRated(
      kind: ReviewPlaceKind,
      lang: ContentLang,
      max: number,
    ): Promise<BestRatedPlace[]> {
      const reviewed = await shownOf(kind)
        .select((eb) => [
          'place_id',
          eb.fn.sum<number>('rating').as('sum'),
          eb.fn.countAll<number>().as('count'),
        ])
        .groupBy('place_id')
        .execute();
      const ids = reviewed.map((place) => place.place_id);
      const held = await places.ofKind(kind, ids);
      const names = await places.names(ids, lang);
      // The prior is every shown review of the kind, a place re-seeded away's included.
      const all = await shownOf(kind)
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('rating'), sql<number>`0`).as('sum'),
          eb.fn.countAll<number>().as('count'),
        ])
        .executeTakeFirstOrThrow();
      const priorMean = Number(all.count) === 0 ? 0 : Number(all.sum) / Number(all.count);
      return reviewed
        .filter((place) => held.has(place.place_id))
        .map((place) => ({
          id: place.place_id,
          name: nameOf(names, place.place_id),
          sum: Number(place.sum),
          count: Number(place.count),
          score: bayesianScore(Number(place.sum), Number(place.count), priorMean),
        }))
        .sort((a, b) => b.score - a.score || b.count - a.count || a.id - b.id)
        .slice(0, max)
        .map(({ id, name, sum, count }) => ({
          id,
          name,
          mean: meanRating(sum, count) ?? 0,
          count,
        }));
    },

    /** The member's reviews, newest first, with where each stands and its place's name. */
    async ofMember(memberId: number, lang: ContentLang): Promise<OwnReview[]> {
      const rows = await withNames()
        .select(['r.place_kind', 'r.place_id', 'r.status', 'r.reason'])
        .where('r.member_id', '=', memberId)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
      const names = await places.names(
        rows.map((row) => row.place_id),
        lang,
      );
      return rows.map((row) => ({
        ...reviewOf(row),
        kind: row.place_kind,
        placeId: row.place_id,
        placeName: nameOf(names, row.place_id),
        status: row.status,
        reason: row.reason,
      }));
    },

    /** How many of the member's reviews were shown (at once or approved): newReviewStatus. */
    async shownBefore(memberId: number): Promise<number> {
      const { count } = await db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('member_id', '=', memberId)
        .where('shown_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Whether the member has reviewed this place already (one review per member and place). */
    async hasReviewed(memberId: number, kind: ReviewPlaceKind, placeId: number) {
      const row = await db
        .selectFrom('reviews')
        .select('id')
        .where('member_id', '=', memberId)
        .where('place_kind', '=', kind)
        .where('place_id', '=', placeId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async create(review: NewReview, now: number): Promise<number> {
      const { id } = await db
        .insertInto('reviews')
        .values({
          member_id: review.memberId,
          place_kind: review.kind,
          place_id: review.placeId,
          rating: review.rating,
          text: review.text,
          visit_month: review.visitMonth,
          lang: review.lang,
          status: review.status,
          created_at: now,
          shown_at: review.status === 'shown' ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async statusOf(id: number): Promise<ReviewStatus | undefined> {
      const row = await db
        .selectFrom('reviews')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.status;
    },

    /**
     * A reporter's report of a shown review, counted once per reporter; the review hidden once
     * REPORTS_TO_HIDE reporters reported it (rules/reviews.ts statusAfterReport). The reports of
     * one review are counted one at a time, so the last of two at once sees both.
     */
    async report(id: number, reporter: string, reason: string, now: number): Promise<void> {
      await oneAtATime(db, `review_reports ${id}`);
      await db
        .insertInto('review_reports')
        .values({ review_id: id, reporter, reason, created_at: now })
        .onConflict((oc) => oc.columns(['review_id', 'reporter']).doNothing())
        .execute();
      const { count } = await db
        .selectFrom('review_reports')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('review_id', '=', id)
        .executeTakeFirstOrThrow();
      const status = statusAfterReport('shown', Number(count));
      if (status !== 'shown') {
        await db
          .updateTable('reviews')
          .set({ status })
          .where('id', '=', id)
          .where('status', '=', 'shown')
          .execute();
      }
    },
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
