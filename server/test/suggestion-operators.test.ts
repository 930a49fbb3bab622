import { SUGGESTION_CONTACT_KEPT_DAYS } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { issuedReferencePattern } from '@ecg/domain/rules/references';
import type { Kysely, Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { WrittenTables } from '../src/store/core/written-tables';
import { suggestionConsoleRepository } from '../src/store/suggestions/suggestion-console-repository';
import { suggestionRepository } from '../src/store/suggestions/suggestion-repository';
import { onWrittenStore, WRITTEN_ENGINES } from './written-engines';

/**
 * The operators' side of the suggestions (requirements §7), over a real store: the list with its
 * filters, the reply, and the erasing of contact details whose year is up, on each engine of the
 * written tables.
 */
let store: Kysely<WrittenTables>;
const DAY = 86_400_000;
const inTrx = <T>(work: (trx: Transaction<WrittenTables>) => Promise<T>) =>
  store.transaction().execute(work);

async function sendOne(topic: string, at: string, name: string) {
  return suggestionRepository(store).create({
    topic,
    place: undefined,
    message: `A suggestion from ${name} about ${topic}.`,
    contact: { name, email: `${name.toLowerCase()}@example.tw`, phone: undefined },
    codeHash: `hash-${name}`,
    lang: 'en',
    createdAt: parseTaipei(at),
  });
}

const numbers: Record<string, string> = {};
describe.each(WRITTEN_ENGINES)('on $name', (engine) => {
  // The suggestions the tests read, sent once for them all.
  onWrittenStore(
    engine,
    async (db) => {
      store = db;
      numbers.ana = await sendOne('signs', '2026-10-31 23:59:59', 'Ana');
      numbers.bo = await sendOne('transport', '2026-11-01 00:00:00', 'Bo');
      numbers.chen = await sendOne('signs', '2026-11-02 09:30:00', 'Chen');
      numbers.dai = await sendOne('staff', '2026-11-03 18:00:00', 'Dai');
    },
    { emptied: false },
  );

  describe('the numbers', () => {
    it('are given in each Taipei month, each its own', () => {
      expect(numbers.ana).toMatch(issuedReferencePattern('S', '2610'));
      for (const name of ['bo', 'chen', 'dai']) {
        expect(numbers[name]).toMatch(issuedReferencePattern('S', '2611'));
      }
      expect(new Set(Object.values(numbers)).size).toBe(4);
    });
  });

  describe("a suggestion's record", () => {
    it('reads one suggestion whole by its number, or nothing', async () => {
      expect(
        await inTrx((trx) => suggestionConsoleRepository(trx).record(numbers.chen ?? '')),
      ).toEqual({
        number: numbers.chen,
        topic: 'signs',
        place: null,
        message: 'A suggestion from Chen about signs.',
        lang: 'en',
        status: 'received',
        createdAt: '2026-11-02 09:30:00',
        contact: { name: 'Chen', email: 'chen@example.tw', phone: null },
        reply: null,
      });
      expect(
        await inTrx((trx) => suggestionConsoleRepository(trx).record('S-2611-9999')),
      ).toBeUndefined();
    });
  });

  describe('the list', () => {
    it.each([
      [{}, ['dai', 'chen', 'bo', 'ana']],
      [{ topic: 'signs' }, ['chen', 'ana']],
      [{ from: '2026-11-01' }, ['dai', 'chen', 'bo']],
      [{ to: '2026-10-31' }, ['ana']],
      [{ from: '2026-11-02', to: '2026-11-02' }, ['chen']],
      [{ limit: 2 }, ['dai', 'chen']],
      [{ limit: 2, offset: 2 }, ['bo', 'ana']],
    ])('filters %j', async (filter, expected) => {
      const { items, total } = await inTrx((trx) => suggestionConsoleRepository(trx).list(filter));
      expect(items.map((item) => item.contact?.name?.toLowerCase())).toEqual(expected);
      if (!('limit' in filter)) expect(total).toBe(expected.length);
    });

    it('refuses a date it cannot read', async () => {
      await expect(
        inTrx((trx) => suggestionConsoleRepository(trx).list({ from: '1 Nov' })),
      ).rejects.toMatchObject({
        reason: 'invalid',
      });
    });
  });

  describe('a reply', () => {
    it('replies, marks it replied and says who and when; the status filter sees it', async () => {
      const at = parseTaipei('2026-11-04 09:00:00');
      const record = await inTrx((trx) =>
        suggestionConsoleRepository(trx).reply({
          number: numbers.chen ?? '',
          text: '  Thank you: the sign is being replaced.  ',
          operatorId: 'staff-7',
          at,
        }),
      );
      expect(record).toMatchObject({
        number: numbers.chen,
        status: 'replied',
        reply: {
          text: 'Thank you: the sign is being replaced.',
          at: '2026-11-04 09:00:00',
          by: 'staff-7',
        },
        contact: { name: 'Chen', email: 'chen@example.tw', phone: null },
      });
      const replied = await inTrx((trx) =>
        suggestionConsoleRepository(trx).list({ status: 'replied' }),
      );
      expect(replied.items.map((item) => item.number)).toEqual([numbers.chen]);
      const waiting = await inTrx((trx) =>
        suggestionConsoleRepository(trx).list({ status: 'received' }),
      );
      expect(waiting.total).toBe(3);
    });

    it('refuses an empty reply and an unknown number', async () => {
      const reply = { text: ' ', operatorId: 'staff-7', at: Date.now(), number: numbers.bo ?? '' };
      await expect(
        inTrx((trx) => suggestionConsoleRepository(trx).reply(reply)),
      ).rejects.toMatchObject({
        reason: 'invalid',
      });
      await expect(
        inTrx((trx) =>
          suggestionConsoleRepository(trx).reply({
            ...reply,
            text: 'Hello',
            number: 'S-2611-0999',
          }),
        ),
      ).rejects.toMatchObject({ reason: 'notFound' });
    });
  });

  describe('the erasing of contacts', () => {
    it(`erases contacts ${SUGGESTION_CONTACT_KEPT_DAYS} days after the reply, or after sending`, async () => {
      const sentAnaAt = parseTaipei('2026-10-31 23:59:59');
      // A day short of a year after Ana sent hers: nothing is erased yet.
      expect(
        await inTrx((trx) =>
          suggestionConsoleRepository(trx).eraseExpiredContacts(sentAnaAt + 364 * DAY),
        ),
      ).toBe(0);
      // A year and a second after: Ana's (never replied) goes; Bo's sent a second later stays.
      expect(
        await inTrx((trx) =>
          suggestionConsoleRepository(trx).eraseExpiredContacts(sentAnaAt + 365 * DAY + 1),
        ),
      ).toBe(1);
      // Past a year from the others' sending, Chen's reply (4 November) keeps hers till then.
      const late = parseTaipei('2027-11-04 08:00:00');
      expect(
        await inTrx((trx) => suggestionConsoleRepository(trx).eraseExpiredContacts(late)),
      ).toBe(2);
      const { items } = await inTrx((trx) => suggestionConsoleRepository(trx).list());
      expect(items.map((item) => [item.number, item.contact === null])).toEqual([
        [numbers.dai, true],
        [numbers.chen, false],
        [numbers.bo, true],
        [numbers.ana, true],
      ]);
      expect(items[3]?.message).toBe('A suggestion from Ana about signs.');
    });
  });
});
