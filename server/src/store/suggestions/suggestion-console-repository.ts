import {
  SUGGESTION_CONTACT_KEPT_DAYS,
  suggestionReplySchema,
  type SuggestionStatus,
} from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { z } from 'zod';
import { OperatorRefusal } from '../operators/operator-refusal';
import { inTransaction } from '../core/database';
import type { WrittenDb } from '../core/written-tables';
import { suggestionRepository, type SuggestionRow } from './suggestion-repository';

/**
 * The operators' side of the suggestions (docs/architecture.md, Operator console): what visitors
 * sent, with filters; the reply; and the erasing of contact details whose time is up. A change
 * runs in the console's transaction, so its action log is written with it or not at all.
 */

const DAY_MS = 86_400_000;
export const LIST_LIMIT_MAX = 200;

export interface SuggestionFilter {
  status?: SuggestionStatus;
  topic?: string;
  /** First and last Taipei day (YYYY-MM-DD) it was sent, both included. */
  from?: string;
  to?: string;
  /** 50 unless said, at most LIST_LIMIT_MAX. */
  limit?: number;
  offset?: number;
}

export interface SuggestionRecord {
  number: string;
  topic: string;
  place: string | null;
  message: string;
  /** The language the visitor wrote in. */
  lang: string;
  status: SuggestionStatus;
  /** Taipei time, YYYY-MM-DD HH:mm:ss. */
  createdAt: string;
  /** Null once erased (SUGGESTION_CONTACT_KEPT_DAYS). */
  contact: { name: string | null; email: string | null; phone: string | null } | null;
  reply: { text: string; at: string; by: string | null } | null;
}

function recordOf(row: SuggestionRow): SuggestionRecord {
  return {
    number: row.number,
    topic: row.topic,
    place: row.place,
    message: row.message,
    lang: row.lang,
    status: row.status,
    createdAt: formatTaipei(row.created_at),
    contact:
      row.contact_erased_at === null
        ? { name: row.contact_name, email: row.contact_email, phone: row.contact_phone }
        : null,
    reply:
      row.reply_text !== null && row.replied_at !== null
        ? { text: row.reply_text, at: formatTaipei(row.replied_at), by: row.replied_by }
        : null,
  };
}

const dayStart = (day: string, field: string) => {
  const at = parseTaipei(`${day} 00:00:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at)) {
    throw new OperatorRefusal('invalid', `${field} must be a date, YYYY-MM-DD`);
  }
  return at;
};

export interface SuggestionReply {
  number: string;
  text: string;
  /** The console's id of the operator who replies. */
  operatorId: string;
  /** Epoch ms. */
  at: number;
}

export function suggestionConsoleRepository(db: WrittenDb) {
  return {
    /** The suggestions that match, newest first, and how many match in all. */
    async list(
      filter: SuggestionFilter = {},
    ): Promise<{ items: SuggestionRecord[]; total: number }> {
      // One transaction, so the count is of the very rows the page is taken from.
      return inTransaction(db, async (trx) => {
        let query = trx.selectFrom('suggestion');
        if (filter.status) query = query.where('status', '=', filter.status);
        if (filter.topic) query = query.where('topic', '=', filter.topic);
        if (filter.from) query = query.where('created_at', '>=', dayStart(filter.from, 'from'));
        if (filter.to) query = query.where('created_at', '<', dayStart(filter.to, 'to') + DAY_MS);
        const { total } = await query
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
        const rows = await query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(Math.min(Math.max(filter.limit ?? 50, 1), LIST_LIMIT_MAX))
          .offset(Math.max(filter.offset ?? 0, 0))
          .execute();
        return { items: rows.map(recordOf), total: Number(total) };
      });
    },

    /** One suggestion whole, as the console reads it; undefined when there is none of that number. */
    async record(number: string): Promise<SuggestionRecord | undefined> {
      const row = await suggestionRepository(db).byNumber(number);
      return row === undefined ? undefined : recordOf(row);
    },

    /**
     * Replies to a suggestion: the visitor reads it on the tracking page, and the suggestion is
     * replied. A second reply replaces the first (a correction), with its own time.
     */
    async reply(reply: SuggestionReply): Promise<SuggestionRecord> {
      const parsed = suggestionReplySchema.safeParse({ text: reply.text });
      if (!parsed.success) throw new OperatorRefusal('invalid', z.prettifyError(parsed.error));
      const found = await suggestionRepository(db).byNumber(reply.number);
      if (found === undefined) {
        throw new OperatorRefusal('notFound', `There is no suggestion ${reply.number}`);
      }
      await db
        .updateTable('suggestion')
        .set({
          status: 'replied',
          reply_text: parsed.data.text,
          replied_at: reply.at,
          replied_by: reply.operatorId,
        })
        .where('id', '=', found.id)
        .execute();
      const after = await suggestionRepository(db).byNumber(reply.number);
      if (after === undefined) throw new Error(`${reply.number} vanished in its own transaction`);
      return recordOf(after);
    },

    /**
     * Erases the contact details kept past their time: a year after the reply, or after the
     * suggestion was sent when it was never replied to. Answers how many were erased.
     */
    async eraseExpiredContacts(now: number): Promise<number> {
      const before = now - SUGGESTION_CONTACT_KEPT_DAYS * DAY_MS;
      const result = await db
        .updateTable('suggestion')
        .set({
          contact_name: null,
          contact_email: null,
          contact_phone: null,
          contact_erased_at: now,
        })
        .where('contact_erased_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'replied'), eb('replied_at', '<', before)]),
            eb.and([eb('status', '=', 'received'), eb('created_at', '<', before)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type SuggestionConsoleRepository = ReturnType<typeof suggestionConsoleRepository>;
