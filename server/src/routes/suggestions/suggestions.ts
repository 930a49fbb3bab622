import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import {
  suggestionLookupSchema,
  suggestionRequestSchema,
  type SuggestionLookup,
  type SuggestionStatusView,
} from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance } from 'fastify';
import {
  suggestionRepository,
  type SuggestionRepository,
  type SuggestionRow,
} from '../../store/suggestions/suggestion-repository';
import type { SuggestionTopicRepository } from '../../store/suggestions/suggestion-topic-repository';
import { hashSecret, newVerificationCode, secretMatches } from '../../store/writes/visitor-secrets';
import { langParams } from '../core/lang';
import { lookupRoute } from '../writes/lookup-route';
import { WriteRefusal, writeRoute, type WriteDependencies } from '../writes/write-route';

/** Any code for a number we do not hold is compared with this, so both take the same time. */
const NO_SUCH_HASH = hashSecret('no such suggestion');

/**
 * The suggestion that goes with the number and code. An unknown number and a wrong code are
 * answered alike, so the answer never tells which of the two is wrong.
 */
async function suggestionOf(suggestions: SuggestionRepository, { number, code }: SuggestionLookup) {
  const row = await suggestions.byNumber(number);
  const matches = secretMatches(code, row?.code_hash ?? NO_SUCH_HASH);
  if (row === undefined || !matches) {
    throw new WriteRefusal(403, 'body.code: the number and code do not go together', [
      { field: 'code', rule: 'wrongSecret' },
    ]);
  }
  return row;
}

async function statusView(
  topics: SuggestionTopicRepository,
  row: SuggestionRow,
  lang: ContentLang,
): Promise<SuggestionStatusView> {
  const topic = (await topics.topic(row.topic, lang)) ?? {
    id: row.topic,
    name: row.topic,
  };
  return {
    number: row.number,
    topic,
    ...(row.place === null ? {} : { place: row.place }),
    message: row.message,
    createdAt: formatTaipei(row.created_at),
    status: row.status,
    ...(row.reply_text !== null && row.replied_at !== null
      ? { reply: { text: row.reply_text, at: formatTaipei(row.replied_at) } }
      : {}),
  };
}

/**
 * Suggestions (requirements §7 opinion, suggest, verify-opinion, check-opinion): the topics, the
 * suggestion itself answered with its number and a verification code shown once, and the two
 * look-ups by number and code, limited per client as writes are.
 */
export function suggestionRoutes(
  app: FastifyInstance,
  deps: WriteDependencies,
  suggestions: SuggestionRepository,
  topics: SuggestionTopicRepository,
): void {
  app.get(
    apiRoute('opinion'),
    {
      config: { cachePolicy: 'live' },
      schema: { params: langParams, response: { 200: API_ANSWERS.opinion.GET } },
    },
    async (request) => {
      const { lang } = request.params as { lang: ContentLang };
      return { success: true, data: await topics.topics(lang) };
    },
  );

  writeRoute(
    app,
    deps,
    { name: 'suggest', input: suggestionRequestSchema, answer: API_ANSWERS.suggest.POST },
    async (input, { lang, now, commit }) => {
      if ((await topics.topic(input.topic, lang)) === undefined) {
        throw new WriteRefusal(400, 'body.topic: topic must be one of the topics', [
          { field: 'topic', rule: 'choice' },
        ]);
      }
      return commit(async (trx) => {
        const code = newVerificationCode();
        const number = await suggestionRepository(trx).create({
          topic: input.topic,
          place: input.place,
          message: input.message,
          contact: input.contact,
          codeHash: hashSecret(code),
          lang,
          createdAt: now,
        });
        return { status: 201, data: { number, secret: code, createdAt: formatTaipei(now) } };
      });
    },
  );

  lookupRoute(
    app,
    deps,
    {
      name: 'verifyOpinion',
      input: suggestionLookupSchema,
      answer: API_ANSWERS.verifyOpinion.POST,
    },
    async (lookup) => ({ number: (await suggestionOf(suggestions, lookup)).number }),
  );

  lookupRoute(
    app,
    deps,
    {
      name: 'checkOpinion',
      input: suggestionLookupSchema,
      answer: API_ANSWERS.checkOpinion.POST,
    },
    async (lookup, { lang }) => statusView(topics, await suggestionOf(suggestions, lookup), lang),
  );
}
