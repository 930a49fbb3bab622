import {
  errorEnvelopeSchema,
  surveyReceiptSchema,
  surveySchema,
  surveyTokenSchema,
} from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postForm, useServiceApp } from './service-app';
import { surveyCalls } from './service-surveys.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The visitor survey's calls (requirements §7 surveys, token, surveyhandler) over the
   * seeded survey: its questions in each language, a form token, and one answer per token.
   */
  const context = useServiceApp({ max: 5, timeWindowMs: 60_000 }, engine);
  const HOUR = 3_600_000;

  const { GOOD_ANSWERS, newToken, responses, answer } = surveyCalls(context);

  describe('GET surveys', () => {
    it.each([
      ['zh-tw', '東海岸遊客滿意度調查', '花蓮'],
      ['en', 'East Coast visitor satisfaction survey', 'Hualien'],
      ['ja', '東海岸の旅 満足度アンケート', '緑島'],
    ])('lists the open survey with its questions in %s', async (lang, title, choice) => {
      const reply = await context.app.inject({ url: `/${lang}/opendata/surveys` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=60');
      const [survey] = z.array(surveySchema).parse(reply.json().data);
      expect(survey?.title).toBe(title);
      expect(survey?.questions.map((q) => [q.id, q.kind, q.required])).toEqual([
        [1, 'rating', true],
        [2, 'multiple', true],
        [3, 'single', false],
        [4, 'single', true],
        [5, 'longText', false],
      ]);
      expect(survey?.questions[1]?.choices.map((c) => c.label)).toContain(choice);
    });
  });

  describe('POST token', () => {
    it('issues a form token of 128 bits, kept only as its hash, for a day', async () => {
      const reply = await postForm(context.app, '/zh-tw/opendata/token', { surveyId: 1 });
      expect(reply.statusCode).toBe(201);
      expect(reply.headers['cache-control']).toBe('private, no-store');
      const { token, expiresAt } = surveyTokenSchema.parse(reply.json().data);
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(expiresAt).toBe('2026-11-04 10:00:00');
      const kept = await context.written.selectFrom('survey_token').selectAll().execute();
      expect(kept.some((row) => row.hash === token)).toBe(false);
      expect(JSON.stringify(kept)).not.toContain(token);
    });

    it.each([
      [{}, 'body.surveyId: surveyId is required', 'required'],
      [{ surveyId: 'one' }, 'body.surveyId: surveyId must be a whole number', 'format'],
      [{ surveyId: 1, website: 'spam' }, 'body.website: website must be left empty', 'tooLong'],
    ])('refuses %j naming the field', async (payload, message, rule) => {
      const reply = await postForm(context.app, '/en/opendata/token', payload);
      expect(reply.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(reply.json());
      expect(body.message).toBe(message);
      expect(body.issues?.[0]?.rule).toBe(rule);
    });

    it('refuses a survey that does not exist', async () => {
      const reply = await postForm(context.app, '/en/opendata/token', { surveyId: 99 });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().issues).toEqual([{ field: 'surveyId', rule: 'closed' }]);
    });
  });

  describe('POST surveyhandler', () => {
    it('keeps an answer, checked against the survey, once per token', async () => {
      const before = await responses();
      const token = await newToken();
      const reply = await answer(token, { ...GOOD_ANSWERS, 3: 'parking', 99: 'not asked' });
      expect(reply.statusCode).toBe(201);
      expect(surveyReceiptSchema.parse(reply.json().data)).toEqual({
        surveyId: 1,
        createdAt: '2026-11-03 10:00:00',
      });
      expect(await responses()).toBe(before + 1);
      const kept = await context.written
        .selectFrom('survey_answer')
        .innerJoin('survey_response', 'survey_response.id', 'survey_answer.response_id')
        .select(['question_id', 'value'])
        .where('survey_response.id', '=', (eb) =>
          eb.selectFrom('survey_response').select((f) => f.fn.max('id').as('id')),
        )
        .orderBy('question_id')
        .execute();
      expect(kept).toEqual([
        { question_id: 1, value: '4' },
        { question_id: 2, value: '["hualien","green-island"]' },
        { question_id: 3, value: '"parking"' },
        { question_id: 4, value: '"yes"' },
        { question_id: 5, value: '"The trail signs were clear."' },
      ]);
    });

    it.each([
      [{ 1: undefined }, 'body.answers.1: answers.1 is required', 'answers.1', 'required'],
      [{ 1: 6 }, 'body.answers.1: answers.1 must be at most 5', 'answers.1', 'tooHigh'],
      [{ 2: [] }, 'body.answers.2: answers.2 needs at least one choice', 'answers.2', 'tooFew'],
      [
        { 2: ['penghu'] },
        "body.answers.2: answers.2 must name only the question's choices",
        'answers.2',
        'choice',
      ],
      [
        { 3: 'wifi' },
        "body.answers.3: answers.3 must be one of the question's choices",
        'answers.3',
        'choice',
      ],
      [{ 4: undefined }, 'body.answers.4: answers.4 is required', 'answers.4', 'required'],
      [
        { 5: 'x'.repeat(2001) },
        'body.answers.5: answers.5 must be at most 2000 characters',
        'answers.5',
        'tooLong',
      ],
    ])(
      'refuses answers %j naming the question, keeping nothing',
      async (change, message, field, rule) => {
        const before = await responses();
        const token = await newToken();
        const reply = await answer(token, { ...GOOD_ANSWERS, ...change });
        expect(reply.statusCode).toBe(400);
        const body = errorEnvelopeSchema.parse(reply.json());
        expect(body.message).toBe(message);
        expect(body.issues?.[0]).toMatchObject({ field, rule });
        expect(await responses()).toBe(before);
        // The token was not used up by the refused answer.
        expect((await answer(token)).statusCode).toBe(201);
      },
    );

    it.each([
      [{ token: 'A'.repeat(22), answers: {} }, 'body.surveyId: surveyId is required', 'surveyId'],
      [{ surveyId: 1, answers: {} }, 'body.token: token is required', 'token'],
      [
        { surveyId: 1, token: 'short', answers: {} },
        'body.token: token must be the 22 characters of a form token',
        'token',
      ],
      [
        { surveyId: 1, token: 'A'.repeat(22) },
        'body.answers: answers must be an object of answers by question id',
        'answers',
      ],
      [
        { surveyId: 1, token: 'A'.repeat(22), answers: {}, website: 'x' },
        'body.website: website must be left empty',
        'website',
      ],
    ])('refuses the form %j naming the field', async (payload, message, field) => {
      const reply = await postForm(context.app, '/en/opendata/surveyhandler', payload);
      expect(reply.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(reply.json());
      expect(body.message).toBe(message);
      expect(body.issues?.[0]?.field).toBe(field);
    });

    it('refuses a used token, sent with another key, as used', async () => {
      const token = await newToken();
      expect((await answer(token)).statusCode).toBe(201);
      const before = await responses();
      const again = await answer(token, { ...GOOD_ANSWERS, 1: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        message: 'body.token: this form has already been answered',
        issues: [{ field: 'token', rule: 'used' }],
      });
      expect(await responses()).toBe(before);
    });

    it('refuses a token it never issued, or one of another survey, as a wrong secret', async () => {
      const reply = await answer('B'.repeat(22));
      expect(reply.statusCode).toBe(403);
      expect(reply.json().issues).toEqual([{ field: 'token', rule: 'wrongSecret' }]);
      const token = await newToken();
      const other = await postForm(context.app, '/en/opendata/surveyhandler', {
        surveyId: 2,
        token,
        answers: {},
      });
      expect(other.statusCode).toBe(403);
    });

    it('refuses a token past its day as closed', async () => {
      const token = await newToken();
      context.clock += 24 * HOUR + 1;
      try {
        const reply = await answer(token);
        expect(reply.statusCode).toBe(410);
        expect(reply.json().issues).toEqual([{ field: 'token', rule: 'closed' }]);
      } finally {
        context.clock -= 24 * HOUR + 1;
      }
    });

    it('refuses an answer and a token once the survey is closed', async () => {
      const token = await newToken();
      await context.written.updateTable('survey').set({ open: 0 }).where('id', '=', 1).execute();
      try {
        const reply = await answer(token);
        expect(reply.statusCode).toBe(409);
        expect(reply.json().issues).toEqual([{ field: 'surveyId', rule: 'closed' }]);
        const refused = await postForm(context.app, '/en/opendata/token', { surveyId: 1 });
        expect(refused.statusCode).toBe(409);
        const listed = await context.app.inject({ url: '/en/opendata/surveys' });
        expect(listed.json().data).toEqual([]);
      } finally {
        await context.written.updateTable('survey').set({ open: 1 }).where('id', '=', 1).execute();
      }
    });
  });
});
