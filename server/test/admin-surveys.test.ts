import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { envelope, surveySchema, surveyTokenSchema } from '@ecg/domain/contracts';
import {
  questionAnswerSchema,
  surveyQuestionsAnswerSchema,
  surveyResultsAnswerSchema,
  surveysAnswerSchema,
} from '@ecg/domain/contracts/admin-surveys';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lastAction, refusal, useConsoleApp, withTheLogRefusing } from './admin-sections.support';
import { loggedActions } from './operators';
import { post as visitorPost } from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The visitor survey from the console (docs/architecture.md, Operator console), through the real
   * routes.
   */
  const { context, get, post, unsigned } = useConsoleApp(engine);
  const P = ADMIN_API_PATHS;
  const text = (en: string) => ({ 'zh-tw': `${en}（中）`, en, ja: `${en}（日）` });
  const TRAVEL = {
    kind: 'single',
    required: false,
    text: text('How did you travel here?'),
    choices: [
      { id: 'car', label: text('By car') },
      { id: 'train', label: text('By train') },
    ],
  } as const;

  /** The survey as visitors are asked it, in English. */
  const asked = async () =>
    envelope(z.array(surveySchema))
      .parse((await context.app.inject({ url: '/en/opendata/surveys' })).json())
      .data.find((survey) => survey.id === 1);

  const questions = async () =>
    surveyQuestionsAnswerSchema.parse((await get(`${P.surveyQuestions}?survey=1`)).json()).data;

  /** A visitor's answers, through a form token as the app asks them. */
  async function answerAsAVisitor(answers: object) {
    const token = surveyTokenSchema.parse(
      (await visitorPost(context.app, '/en/opendata/token', { surveyId: 1 })).json().data,
    ).token;
    const sent = await visitorPost(context.app, '/en/opendata/surveyhandler', {
      surveyId: 1,
      token,
      answers,
    });
    expect(sent.statusCode).toBe(201);
  }

  describe('the surveys section', () => {
    it.each([
      ['GET', P.surveys],
      ['GET', `${P.surveyQuestions}?survey=1`],
      ['POST', P.surveyQuestions],
      ['POST', P.surveyQuestionEdit],
      ['POST', P.surveyQuestionOrder],
      ['POST', P.surveyQuestionRemove],
      ['POST', P.surveySchedule],
      ['GET', `${P.surveyResults}?survey=1`],
    ] as const)('%s %s needs a signed-in operator: 401', async (method, url) => {
      expect((await unsigned(method, url)).statusCode).toBe(401);
    });

    it('lists the surveys in the console\u2019s language, with their state', async () => {
      const answer = await get(`${P.surveys}?lang=en`);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(surveysAnswerSchema.parse(answer.json()).data[0]).toMatchObject({
        id: 1,
        title: 'East Coast visitor satisfaction survey',
        open: true,
        takingAnswers: true,
      });
    });

    it('adds, edits, orders and removes a question, which visitors are asked at once; each logged', async () => {
      const added = await post(P.surveyQuestions, { surveyId: 1, ...TRAVEL });
      const { questionId } = questionAnswerSchema.parse(added.json()).data;
      expect(await lastAction(context.written)).toMatchObject({
        action: 'survey.question.add',
        subject_id: String(questionId),
      });
      expect((await asked())?.questions.at(-1)).toMatchObject({
        id: questionId,
        text: 'How did you travel here?',
        choices: [
          { id: 'car', label: 'By car' },
          { id: 'train', label: 'By train' },
        ],
      });

      const edited = { ...TRAVEL, questionId, required: true, text: text('How did you come?') };
      expect((await post(P.surveyQuestionEdit, edited)).statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('survey.question.edit');
      expect((await questions()).at(-1)).toEqual({
        id: questionId,
        kind: 'single',
        required: true,
        text: text('How did you come?'),
        choices: TRAVEL.choices,
      });

      const order = (await questions()).map((question) => question.id);
      const moved = [questionId, ...order.filter((id) => id !== questionId)];
      expect(
        (await post(P.surveyQuestionOrder, { surveyId: 1, questionIds: moved })).statusCode,
      ).toBe(200);
      expect((await asked())?.questions.map((question) => question.id)).toEqual(moved);
      const wrongOrder = await post(P.surveyQuestionOrder, {
        surveyId: 1,
        questionIds: [questionId],
      });
      expect((await refusal(wrongOrder, 400)).reason).toBe('invalid');

      expect((await post(P.surveyQuestionRemove, { questionId })).statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('survey.question.remove');
      expect((await asked())?.questions.map((question) => question.id)).toEqual(
        order.filter((id) => id !== questionId),
      );
      expect(await refusal(await post(P.surveyQuestionRemove, { questionId }), 404)).toEqual({
        message: `There is no question ${questionId}`,
        reason: 'notFound',
      });
    });

    it('refuses to change the kind of an answered question, with the reason', async () => {
      await answerAsAVisitor({ 1: 4, 2: ['hualien'], 4: 'yes' });
      const rating = (await questions()).find((question) => question.id === 1);
      const answer = await post(P.surveyQuestionEdit, {
        ...rating,
        questionId: 1,
        kind: 'shortText',
        choices: [],
      });
      expect((await refusal(answer, 409)).reason).toBe('answered');
    });

    it.each([
      [
        { ...TRAVEL, choices: [TRAVEL.choices[0]] },
        'body.choices: a choice question needs two choices or more',
      ],
      [{ ...TRAVEL, text: { ...TRAVEL.text, ja: ' ' } }, 'body.text.ja: text.ja is required'],
      [{ ...TRAVEL, kind: 'essay' }, 'body.kind: kind must be one of the question kinds'],
      [{ ...TRAVEL, surveyId: undefined }, 'body.surveyId'],
    ])('refuses a question %# with a 400 naming the field', async (payload, message) => {
      const answer = await post(P.surveyQuestions, { surveyId: 1, ...payload });
      expect((await refusal(answer, 400)).message).toContain(message);
    });

    it('closes the survey, which visitors then cannot answer, and opens it within days', async () => {
      expect((await post(P.surveySchedule, { surveyId: 1, open: false })).statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('survey.close');
      expect(await asked()).toBeUndefined();
      const days = { surveyId: 1, open: true, opensOn: '2026-11-01', closesOn: '2026-12-31' };
      expect((await post(P.surveySchedule, days)).statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('survey.open');
      expect((await asked())?.closesOn).toBe('2026-12-31');
      const backwards = await post(P.surveySchedule, { ...days, closesOn: '2026-10-01' });
      expect((await refusal(backwards, 400)).message).toBe(
        'body.closesOn: closesOn must not be before opensOn',
      );
      expect((await post(P.surveySchedule, { surveyId: 99, open: true })).statusCode).toBe(404);
    });

    it('counts the answers per question in the console\u2019s language', async () => {
      await answerAsAVisitor({ 1: 5, 2: ['taitung', 'green-island'], 4: 'yes' });
      const answer = await get(`${P.surveyResults}?survey=1&lang=zh-tw`);
      const results = surveyResultsAnswerSchema.parse(answer.json()).data;
      expect(results.title).toBe('東海岸遊客滿意度調查');
      expect(results.responses).toBeGreaterThanOrEqual(2);
      const areas = results.questions.find((question) => question.id === 2);
      expect(areas?.choices?.find((choice) => choice.id === 'taitung')).toMatchObject({
        label: '臺東',
        count: 1,
      });
      const rating = results.questions.find((question) => question.id === 1);
      expect(rating?.ratings?.find((one) => one.value === 5)?.count).toBe(1);
      expect((await get(`${P.surveyResults}?survey=99`)).statusCode).toBe(404);
      expect((await refusal(await get(`${P.surveyResults}?survey=one`), 400)).message).toBe(
        'querystring.survey: survey must be a number',
      );
    });

    it('changes nothing when the log cannot be written: the change and its line are one', async () => {
      const before = await questions();
      const actions = (await loggedActions(context.written)).length;
      await withTheLogRefusing(context.written, async () => {
        expect((await post(P.surveyQuestions, { surveyId: 1, ...TRAVEL })).statusCode).toBe(500);
        const question = before[0];
        expect((await post(P.surveyQuestionRemove, { questionId: question?.id })).statusCode).toBe(
          500,
        );
        expect((await post(P.surveySchedule, { surveyId: 1, open: false })).statusCode).toBe(500);
      });
      expect(await questions()).toEqual(before);
      expect(await asked()).toBeDefined();
      expect((await loggedActions(context.written)).length).toBe(actions);
    });
  });
});
