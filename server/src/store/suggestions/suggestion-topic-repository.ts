import type { SuggestionTopic } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

/**
 * The suggestions' topics (requirements §7), content of the seed: read from the content store,
 * never from the written tables' (docs/operations.md, Written data in PostgreSQL).
 */
export function suggestionTopicRepository(content: Db) {
  return {
    async topics(lang: ContentLang): Promise<SuggestionTopic[]> {
      return content
        .selectFrom('suggestion_topic')
        .select(['id', `name_${LANG_COLUMN_SUFFIX[lang]} as name`])
        .orderBy('position')
        .execute();
    },

    /** A topic in one language; a topic the content has dropped is named by its id. */
    async topic(id: string, lang: ContentLang): Promise<SuggestionTopic | undefined> {
      return content
        .selectFrom('suggestion_topic')
        .select(['id', `name_${LANG_COLUMN_SUFFIX[lang]} as name`])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type SuggestionTopicRepository = ReturnType<typeof suggestionTopicRepository>;
