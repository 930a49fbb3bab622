import { memberExportAnswerSchema } from '@ecg/domain/contracts';
import { placeReviewsAnswerSchema } from '@ecg/domain/contracts/reviews';
import { describe, expect, it } from 'vitest';
import { call, START, useMembersApp } from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';
import { member, placesOf, read, reviewRow, setStatus, written } from './reviews.support';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Reviews and the account (docs/reviews.md, Deleting the account): the export holds the
   * member's reviews; deleting the account keeps them as anonymous ones, with no name.
   */
  const context = useMembersApp(undefined, engine);

  describe('a member’s reviews and their account', () => {
    it('are in the export with where each stands', async () => {
      context.clock = START;
      const { token } = await member(context);
      const [placeId = 0] = await placesOf(context, 'attraction');
      const { id } = await written(context, token, placeId);
      const answer = await call(context, 'memberExport', { token });
      expect(memberExportAnswerSchema.parse(answer.json()).data.reviews).toMatchObject([
        { id, placeId, kind: 'attraction', status: 'held', displayName: 'Lin Mei' },
      ]);
    });

    it('stay as anonymous ones when the account is deleted', async () => {
      context.clock = START;
      const { token, memberId } = await member(context, 'Chen Wei');
      const [, placeId = 0] = await placesOf(context, 'attraction', 2);
      const { id } = await written(context, token, placeId);
      await setStatus(context, id, 'shown');
      const deleted = await call(context, 'memberDelete', { token, confirm: true });
      expect(deleted.statusCode).toBe(200);
      expect(await reviewRow(context, id)).toMatchObject({ member_id: null, status: 'shown' });
      const list = await read(context, 'placeReviews', { kind: 'attraction', id: placeId });
      const [review] = placeReviewsAnswerSchema.parse(list.json()).data.reviews;
      expect(review).toMatchObject({ id, displayName: null });
      const members = await context.written
        .selectFrom('members')
        .select('id')
        .where('id', '=', memberId)
        .execute();
      expect(members).toEqual([]);
    });
  });
});
