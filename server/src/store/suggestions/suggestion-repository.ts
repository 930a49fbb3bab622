import type { Contact } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { REFERENCE_LETTERS } from '@ecg/domain/rules/references';
import type { Selectable } from 'kysely';
import { referenceRepository } from '../writes/reference-repository';
import type { SuggestionTable } from '../core/schema';
import type { WrittenDb } from '../core/written-tables';
import { contactColumns } from '../writes/contact-columns';

/**
 * The visitor's side of the suggestions (requirements §7): a new suggestion with its number, and a
 * suggestion by its number. The operators' side: suggestion-console-repository.ts; the topics:
 * suggestion-topic-repository.ts.
 */
export type SuggestionRow = Selectable<SuggestionTable>;

export interface NewSuggestion {
  topic: string;
  place: string | undefined;
  message: string;
  contact: Contact;
  codeHash: string;
  lang: ContentLang;
  createdAt: number;
}

export function suggestionRepository(db: WrittenDb) {
  return {
    /**
     * Keeps a suggestion under the next number of its Taipei month. Called in the write's
     * transaction, which SQLite runs alone, so two suggestions never take one number (and the
     * unique month and sequence would refuse it if they did).
     */
    async create(suggestion: NewSuggestion): Promise<string> {
      const { number, month, sequence } = await referenceRepository(db).nextIn(
        'suggestion',
        REFERENCE_LETTERS.suggestion,
        suggestion.createdAt,
      );
      await db
        .insertInto('suggestion')
        .values({
          number,
          month,
          sequence,
          topic: suggestion.topic,
          place: suggestion.place ?? null,
          message: suggestion.message,
          ...contactColumns(suggestion.contact),
          contact_erased_at: null,
          code_hash: suggestion.codeHash,
          lang: suggestion.lang,
          status: 'received',
          created_at: suggestion.createdAt,
          reply_text: null,
          replied_at: null,
          replied_by: null,
        })
        .execute();
      return number;
    },

    async byNumber(number: string): Promise<SuggestionRow | undefined> {
      return db
        .selectFrom('suggestion')
        .selectAll()
        .where('number', '=', number)
        .executeTakeFirst();
    },
  };
}

export type SuggestionRepository = ReturnType<typeof suggestionRepository>;
