import {
  addCollectionAnswerSchema,
  FAVOURITES_MAX_ENTRIES,
  type FavouriteEntry,
  type FavouriteKind,
} from '@ecg/domain/contracts';
import { FAVOURITE_MARKER_KEEP_DAYS } from '@ecg/domain/rules/favourite-markers';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '../src/routes/members/member-guard';
import { call, DAY, enrol, memberIdOf, START, useMembersApp } from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The favourites save (requirements §7 addCollectionPWA; docs/members.md, Favourites): each
   * phone sends the collection it holds, the server keeps and answers the merge of it with the
   * account's, so two phones converge; a refusal says why in `data` (requirements §8).
   */
  const context = useMembersApp(undefined, engine);

  const entry = (
    kind: FavouriteKind,
    id: number,
    changedAt: number,
    removed = false,
  ): FavouriteEntry => ({
    pid: `${kind}-${id}`,
    kind,
    id,
    title: `${kind} ${id}`,
    changedAt,
    removed,
  });

  const collectionOf = (...entries: FavouriteEntry[]) =>
    Object.fromEntries(entries.map((item) => [item.pid, item]));

  const save = (token: string, entries: FavouriteEntry[], key?: string) =>
    call(
      context,
      'addCollection',
      { token, collection: JSON.stringify(collectionOf(...entries)) },
      key === undefined ? {} : { key },
    );

  async function saved(token: string, entries: FavouriteEntry[]) {
    const answer = await save(token, entries);
    expect(answer.statusCode, answer.body).toBe(200);
    const parsed = addCollectionAnswerSchema.parse(answer.json());
    if (!parsed.success) throw new Error(parsed.data);
    return parsed.data;
  }

  async function storedOf(token: string) {
    const row = await context.written
      .selectFrom('member_favourites')
      .selectAll()
      .where('member_id', '=', await memberIdOf(context.written, token))
      .executeTakeFirst();
    return row && { ...row, collection: JSON.parse(row.collection) as unknown };
  }

  describe('POST addCollectionPWA', () => {
    it('keeps the first collection sent and answers it', async () => {
      context.clock = START;
      const { token } = await enrol(context);
      const first = collectionOf(entry('attraction', 1, START), entry('event', 2, START));
      const answer = await save(token, Object.values(first));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.json()).toEqual({ success: true, data: first });
      expect(await storedOf(token)).toMatchObject({ collection: first, updated_at: START });
    });

    it('merges what each phone sends, so two phones converge', async () => {
      context.clock = START;
      const { token } = await enrol(context);
      const a = [entry('attraction', 1, START), entry('tour', 3, START)];
      const b = [entry('shop', 4, START + 1), entry('tour', 3, START + 2, true)];
      await saved(token, a);
      const merged = await saved(token, b);
      expect(merged).toEqual(
        collectionOf(entry('attraction', 1, START), entry('shop', 4, START + 1), b[1]!),
      );
      // Phone A, which has not seen the removal, sends its old add again: the removal stays.
      expect(await saved(token, a)).toEqual(merged);
      expect((await storedOf(token))?.collection).toEqual(merged);
    });

    it('forgets removal markers older than the time they are kept', async () => {
      context.clock = START + (FAVOURITE_MARKER_KEEP_DAYS + 1) * DAY;
      const { token } = await enrol(context);
      const old = entry('guide', 5, START, true);
      const recent = entry('guide', 6, context.clock - DAY, true);
      expect(Object.keys(await saved(token, [old, recent]))).toEqual([recent.pid]);
    });

    it(`fits two phones' collections under the cap of ${FAVOURITES_MAX_ENTRIES}`, async () => {
      context.clock = START;
      const { token } = await enrol(context);
      const many = (from: number) =>
        Array.from({ length: FAVOURITES_MAX_ENTRIES }, (_, n) =>
          entry('attraction', from + n, START + from + n),
        );
      await saved(token, many(1));
      const merged = await saved(token, many(1 + FAVOURITES_MAX_ENTRIES));
      expect(Object.keys(merged)).toHaveLength(FAVOURITES_MAX_ENTRIES);
      // The favourites changed longest ago give way: the first phone's.
      expect(merged['attraction-1']).toBeUndefined();
      expect(merged[`attraction-${2 * FAVOURITES_MAX_ENTRIES}`]).toBeDefined();
    });

    it("keeps each member's collection apart", async () => {
      context.clock = START;
      const mei = await enrol(context);
      const wei = await enrol(context, 'Chen Wei');
      await saved(mei.token, [entry('attraction', 1, START)]);
      expect(await saved(wei.token, [entry('event', 9, START)])).toEqual(
        collectionOf(entry('event', 9, START)),
      );
      expect((await storedOf(mei.token))?.collection).toEqual(
        collectionOf(entry('attraction', 1, START)),
      );
    });

    it('answers a save sent again with its key as it was answered, and merges it once', async () => {
      context.clock = START;
      const { token } = await enrol(context);
      const key = 'favourites-save-0001';
      const first = await save(token, [entry('attraction', 1, START)], key);
      await saved(token, [entry('attraction', 2, START)]);
      const again = await save(token, [entry('attraction', 1, START)], key);
      expect(again.body).toBe(first.body);
    });

    it.each([
      ['not JSON', '{', 'body.collection: collection is not valid JSON'],
      ['not a map', '[1]', 'body.collection: collection: collection must be a map of favourites'],
      [
        'an entry under another key',
        JSON.stringify({ 'event-1': entry('attraction', 1, START) }),
        'body.collection.event-1.pid: collection: pid must equal its key',
      ],
      [
        'an entry without its kind',
        JSON.stringify({ 'attraction-1': { ...entry('attraction', 1, START), kind: undefined } }),
        'body.collection.attraction-1.kind',
      ],
    ])('refuses a collection %s with a 400 naming it, in data too', async (_case, text, field) => {
      context.clock = START;
      const { token } = await enrol(context);
      const answer = await call(context, 'addCollection', { token, collection: text });
      expect(answer.statusCode).toBe(400);
      const refused = addCollectionAnswerSchema.parse(answer.json());
      expect(refused.success).toBe(false);
      expect(refused.data).toContain(field);
      expect(answer.json().message).toBe(refused.data);
      expect(await storedOf(token)).toBeUndefined();
    });

    it('answers a token signed out with a 401 whose data says why (requirements §8)', async () => {
      context.clock = START;
      const { token } = await enrol(context);
      await call(context, 'memberSignOut', { token });
      const answer = await save(token, [entry('attraction', 1, START)]);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ success: false, message: SIGNED_OUT, data: SIGNED_OUT });
      expect(addCollectionAnswerSchema.parse(answer.json()).success).toBe(false);
    });
  });
});
