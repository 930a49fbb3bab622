import type { Kysely, Transaction } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedWritten } from '../src/seed/seed';
import type { WrittenTables } from '../src/store/core/written-tables';
import { dataDir } from './helper';
import { surveyConsoleRepository } from '../src/store/surveys/survey-console-repository';
import { surveyRepository } from '../src/store/surveys/survey-repository';
import { onWrittenStore, WRITTEN_ENGINES } from './written-engines';

/**
 * The survey's questions as the console edits them (requirements §7), over a real store of each
 * engine of the written tables, holding the seed's survey.
 */
let store: Kysely<WrittenTables>;
const AT = Date.UTC(2026, 10, 3, 2);
const text = (en: string) => ({ 'zh-tw': `${en}（中）`, en, ja: `${en}（日）` });
const label = (id: string) => ({ id, label: text(id) });

const inTrx = <T>(work: (trx: Transaction<WrittenTables>) => Promise<T>) =>
  store.transaction().execute(work);

async function answerSurvey(answers: Record<string, string | number | string[]>) {
  await surveyRepository(store).saveResponse({
    surveyId: 1,
    tokenHash: 'hash-drafts-1',
    lang: 'en',
    createdAt: AT,
    answers,
  });
}

describe.each(WRITTEN_ENGINES)('the questions as the operators edit them, on $name', (engine) => {
  onWrittenStore(engine, (db) => {
    store = db;
  });
  beforeEach(() => seedWritten(store, dataDir));

  it('are those asked, in order, with every text and the choices still offered', async () => {
    await answerSurvey({ 1: 5, 2: ['hualien'], 4: 'yes' });
    await inTrx((trx) =>
      surveyConsoleRepository(trx).editQuestion(
        2,
        {
          kind: 'multiple',
          required: true,
          text: text('Which areas?'),
          choices: [label('taitung'), label('green-island')],
        },
        AT,
      ),
    );
    await inTrx((trx) => surveyConsoleRepository(trx).removeQuestion(4, AT));
    await inTrx((trx) => surveyConsoleRepository(trx).reorderQuestions(1, [2, 1, 3, 5], AT));
    const questions = await inTrx((trx) => surveyConsoleRepository(trx).editableQuestions(1));
    expect(questions.map((question) => question.id)).toEqual([2, 1, 3, 5]);
    expect(questions[0]).toEqual({
      id: 2,
      kind: 'multiple',
      required: true,
      text: text('Which areas?'),
      // The answered choice dropped (hualien) is read with the answers, not edited.
      choices: [label('taitung'), label('green-island')],
    });
    await expect(
      inTrx((trx) => surveyConsoleRepository(trx).editableQuestions(99)),
    ).rejects.toMatchObject({
      reason: 'notFound',
    });
  });
});
