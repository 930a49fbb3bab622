import type { SurveyQuestionDraft } from '@ecg/domain/contracts';
import type { Kysely, Transaction } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedWritten } from '../src/seed/seed';
import type { WrittenTables } from '../src/store/core/written-tables';
import { OperatorRefusal } from '../src/store/operators/operator-refusal';
import { dataDir } from './helper';
import { surveyConsoleRepository } from '../src/store/surveys/survey-console-repository';
import { surveyRepository } from '../src/store/surveys/survey-repository';
import { surveyResultsRepository } from '../src/store/surveys/survey-results-repository';
import { onWrittenStore, WRITTEN_ENGINES } from './written-engines';

/**
 * The operators' side of the survey (requirements §7), over a real store of each engine of the
 * written tables, the seed's survey written to it before each test: editing questions keeps old
 * answers readable, open and close, the answers counted, and re-seeding writes over none of it.
 */
let store: Kysely<WrittenTables>;
const AT = Date.UTC(2026, 10, 3, 2);
const text = (en: string) => ({ 'zh-tw': `${en}（中）`, en, ja: `${en}（日）` });
const label = (id: string) => ({ id, label: text(id) });

let response = 0;

const inTrx = <T>(work: (trx: Transaction<WrittenTables>) => Promise<T>) =>
  store.transaction().execute(work);

async function answerSurvey(answers: Record<string, unknown>, lang: 'en' | 'ja' = 'en') {
  response += 1;
  await surveyRepository(store).saveResponse({
    surveyId: 1,
    tokenHash: `hash-${response}`,
    lang,
    createdAt: AT + response * 1000,
    answers: answers as Record<string, string | number | string[]>,
  });
}

async function askedIds() {
  const [survey] = await surveyRepository(store).openSurveys('en', AT);
  return survey?.questions.map((question) => question.id) ?? [];
}

describe.each(WRITTEN_ENGINES)('on $name', (engine) => {
  onWrittenStore(engine, (db) => {
    store = db;
  });
  beforeEach(async () => {
    await seedWritten(store, dataDir);
    response = 0;
  });

  describe('editing the questions', () => {
    it('adds a question at the end, asked in each language', async () => {
      const draft: SurveyQuestionDraft = {
        kind: 'single',
        required: false,
        text: text('How did you travel?'),
        choices: [label('car'), label('train'), label('bus')],
      };
      const id = await inTrx((trx) => surveyConsoleRepository(trx).addQuestion(1, draft, AT));
      expect(await askedIds()).toEqual([1, 2, 3, 4, 5, id]);
      const [survey] = await surveyRepository(store).openSurveys('ja', AT);
      expect(survey?.questions.at(-1)).toEqual({
        id,
        kind: 'single',
        required: false,
        text: 'How did you travel?（日）',
        choices: ['car', 'train', 'bus'].map((choice) => ({
          id: choice,
          label: `${choice}（日）`,
        })),
      });
    });

    it('edits a question with answers, keeping the answered choice it drops readable', async () => {
      await answerSurvey({ 1: 5, 2: ['hualien', 'taitung'], 4: 'yes' });
      await answerSurvey({ 1: 3, 2: ['taitung'], 4: 'no' });
      await inTrx((trx) =>
        surveyConsoleRepository(trx).editQuestion(
          2,
          {
            kind: 'multiple',
            required: false,
            text: text('Which areas did you visit?'),
            choices: [label('taitung'), label('green-island'), label('hualien-city')],
          },
          AT,
        ),
      );
      const [asked] = await surveyRepository(store).openSurveys('en', AT);
      expect(asked?.questions[1]).toMatchObject({
        required: false,
        text: 'Which areas did you visit?',
        choices: [
          { id: 'taitung', label: 'taitung' },
          { id: 'green-island', label: 'green-island' },
          { id: 'hualien-city', label: 'hualien-city' },
        ],
      });
      const results = await inTrx((trx) => surveyResultsRepository(trx).results(1, 'en'));
      expect(results.questions[1]?.choices).toEqual([
        { id: 'hualien', label: 'Hualien', removed: true, count: 1 },
        { id: 'taitung', label: 'taitung', removed: false, count: 2 },
        { id: 'green-island', label: 'green-island', removed: false, count: 0 },
        { id: 'hualien-city', label: 'hualien-city', removed: false, count: 0 },
      ]);
    });

    it('refuses to change the kind of an answered question, and changes an unanswered one', async () => {
      await answerSurvey({ 1: 4, 2: ['hualien'], 4: 'yes' });
      const asText = { kind: 'shortText', required: false, text: text('Rate us') } as const;
      await expect(
        inTrx((trx) => surveyConsoleRepository(trx).editQuestion(1, asText, AT)),
      ).rejects.toMatchObject({
        reason: 'answered',
      });
      await inTrx((trx) => surveyConsoleRepository(trx).editQuestion(3, asText, AT));
      const [survey] = await surveyRepository(store).openSurveys('en', AT);
      expect(survey?.questions[2]).toMatchObject({ id: 3, kind: 'shortText', choices: [] });
    });

    it('refuses a draft that is not a question, writing nothing', async () => {
      const bad: SurveyQuestionDraft = {
        kind: 'single',
        required: true,
        text: text('Pick'),
        choices: [label('one')],
      };
      await expect(
        inTrx((trx) => surveyConsoleRepository(trx).addQuestion(1, bad, AT)),
      ).rejects.toBeInstanceOf(OperatorRefusal);
      await expect(
        inTrx((trx) =>
          surveyConsoleRepository(trx).editQuestion(
            42,
            { ...bad, choices: [label('a'), label('b')] },
            AT,
          ),
        ),
      ).rejects.toMatchObject({ reason: 'notFound' });
      expect(await askedIds()).toEqual([1, 2, 3, 4, 5]);
    });

    it('puts the questions in a new order, which must name each once', async () => {
      await inTrx((trx) => surveyConsoleRepository(trx).reorderQuestions(1, [5, 4, 3, 2, 1], AT));
      expect(await askedIds()).toEqual([5, 4, 3, 2, 1]);
      await expect(
        inTrx((trx) => surveyConsoleRepository(trx).reorderQuestions(1, [5, 4, 3, 2], AT)),
      ).rejects.toMatchObject({
        reason: 'invalid',
      });
      await expect(
        inTrx((trx) => surveyConsoleRepository(trx).reorderQuestions(1, [5, 4, 3, 2, 2], AT)),
      ).rejects.toMatchObject({
        reason: 'invalid',
      });
    });

    it('removes an answered question from the form, keeping its answers; deletes an unanswered one', async () => {
      await answerSurvey({ 1: 2, 2: ['hualien'], 4: 'no', 5: 'Too few buses.' });
      await inTrx((trx) => surveyConsoleRepository(trx).removeQuestion(5, AT));
      await inTrx((trx) => surveyConsoleRepository(trx).removeQuestion(3, AT));
      expect(await askedIds()).toEqual([1, 2, 4]);
      const results = await inTrx((trx) => surveyResultsRepository(trx).results(1, 'en'));
      expect(results.questions.map((q) => [q.id, q.removed])).toEqual([
        [1, false],
        [2, false],
        [4, false],
        [5, true],
      ]);
      expect(results.questions[3]?.texts).toEqual([
        { text: 'Too few buses.', at: '2026-11-03 10:00:01', lang: 'en' },
      ]);
      const choices = await store
        .selectFrom('survey_choice')
        .select('id')
        .where('question_id', '=', 3)
        .execute();
      expect(choices).toEqual([]);
    });
  });

  describe('opening and closing', () => {
    it('closes a survey, opens it within days, and says which take answers', async () => {
      await inTrx((trx) => surveyConsoleRepository(trx).setSchedule(1, { open: false }, AT));
      expect(await surveyRepository(store).openSurveys('en', AT)).toEqual([]);
      await inTrx((trx) =>
        surveyConsoleRepository(trx).setSchedule(
          1,
          { open: true, opensOn: '2026-11-04', closesOn: '2026-11-30' },
          AT,
        ),
      );
      expect(await surveyRepository(store).openSurveys('en', AT)).toEqual([]);
      const later = Date.UTC(2026, 10, 4, 2);
      expect((await surveyRepository(store).openSurveys('en', later))[0]?.closesOn).toBe(
        '2026-11-30',
      );
      const listed = await inTrx((trx) => surveyResultsRepository(trx).list('zh-tw', later));
      expect(listed).toEqual([
        {
          id: 1,
          title: '東海岸遊客滿意度調查',
          open: true,
          opensOn: '2026-11-04',
          closesOn: '2026-11-30',
          takingAnswers: true,
          responses: 0,
        },
      ]);
      await expect(
        inTrx((trx) =>
          surveyConsoleRepository(trx).setSchedule(1, { open: true, closesOn: '30 Nov' }, AT),
        ),
      ).rejects.toMatchObject({ reason: 'invalid' });
      await expect(
        inTrx((trx) => surveyConsoleRepository(trx).setSchedule(7, { open: true }, AT)),
      ).rejects.toMatchObject({
        reason: 'notFound',
      });
    });
  });

  describe('the answers counted', () => {
    it('counts each question: choices, ratings with their mean, and texts newest first', async () => {
      await answerSurvey({
        1: 5,
        2: ['hualien', 'green-island'],
        3: 'parking',
        4: 'yes',
        5: 'Lovely coast.',
      });
      await answerSurvey({ 1: 3, 2: ['taitung'], 4: 'not-sure' }, 'ja');
      await answerSurvey({ 1: 4, 2: ['hualien'], 4: 'yes', 5: 'More buses, please.' });
      const results = await inTrx((trx) => surveyResultsRepository(trx).results(1, 'en'));
      expect(results.responses).toBe(3);
      const [rating, areas, hardest, recommend, comments] = results.questions;
      expect(rating).toMatchObject({
        answered: 3,
        ratings: [
          { value: 1, count: 0 },
          { value: 2, count: 0 },
          { value: 3, count: 1 },
          { value: 4, count: 1 },
          { value: 5, count: 1 },
        ],
        average: 4,
      });
      expect(areas?.choices?.map((c) => [c.id, c.count])).toEqual([
        ['hualien', 2],
        ['taitung', 1],
        ['green-island', 1],
      ]);
      expect(hardest?.answered).toBe(1);
      expect(recommend?.choices?.map((c) => c.count)).toEqual([2, 1, 0]);
      expect(comments?.texts?.map((t) => t.text)).toEqual(['More buses, please.', 'Lovely coast.']);
    });
  });

  describe('re-seeding', () => {
    it('adds the survey only where it is absent, never writing over the operators’ edits', async () => {
      await inTrx(async (trx) => {
        await surveyConsoleRepository(trx).setSchedule(1, { open: false }, AT);
        await surveyConsoleRepository(trx).editQuestion(
          1,
          { kind: 'rating', required: false, text: text('Your mark') },
          AT,
        );
        await surveyConsoleRepository(trx).removeQuestion(3, AT);
        await trx
          .updateTable('survey')
          .set({ title_en: 'Our survey' })
          .where('id', '=', 1)
          .execute();
      });
      await answerSurvey({ 1: 4 });
      await seedWritten(store, dataDir);
      const survey = await store.selectFrom('survey').selectAll().executeTakeFirstOrThrow();
      expect(survey).toMatchObject({ open: 0, title_en: 'Our survey' });
      const questions = await store
        .selectFrom('survey_question')
        .select(['id', 'text_en', 'required'])
        .orderBy('position')
        .execute();
      expect(questions.map((q) => q.id)).toEqual([1, 2, 4, 5]);
      expect(questions[0]).toEqual({ id: 1, text_en: 'Your mark', required: 0 });
      expect(await store.selectFrom('survey_response').select('id').execute()).toHaveLength(1);
    });

    it('adds a survey the store does not hold', async () => {
      await store.deleteFrom('survey_choice').execute();
      await store.deleteFrom('survey_question').execute();
      await store.deleteFrom('survey').execute();
      await seedWritten(store, dataDir);
      expect(await askedIds()).toEqual([1, 2, 3, 4, 5]);
    });

    // The seed gives its questions their ids: PostgreSQL's identity must count on past them.
    it('numbers the questions operators add after the seed\u2019s', async () => {
      const draft: SurveyQuestionDraft = { kind: 'shortText', required: false, text: text('Why?') };
      const id = await inTrx((trx) => surveyConsoleRepository(trx).addQuestion(1, draft, AT));
      expect(id).toBe(6);
    });
  });
});
