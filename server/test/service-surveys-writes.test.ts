import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { postForm, useServiceApp } from './service-app';
import { surveyCalls } from './service-surveys.support';
import { keyStillBeingSaved } from './write-claims';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /** The survey's answers through the write path: the idempotency key and the limit per client. */
  const context = useServiceApp({ max: 5, timeWindowMs: 60_000 }, engine);
  const { GOOD_ANSWERS, newToken, responses, answer } = surveyCalls(context);

  describe('the idempotency key of an answer', () => {
    it('replays the first answer for the same key and body, keeping one', async () => {
      const token = await newToken();
      const key = randomUUID();
      const first = await answer(token, GOOD_ANSWERS, key);
      const before = await responses();
      const again = await answer(token, GOOD_ANSWERS, key);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(await responses()).toBe(before);
    });

    it('refuses the same key with another body with a 422', async () => {
      const token = await newToken();
      const key = randomUUID();
      await answer(token, GOOD_ANSWERS, key);
      const other = await answer(token, { ...GOOD_ANSWERS, 1: 2 }, key);
      expect(other.statusCode).toBe(422);
    });

    it('answers 409 while the same form is still being saved', async () => {
      const token = await newToken();
      const first = randomUUID();
      await answer(token, GOOD_ANSWERS, first);
      const running = await keyStillBeingSaved(
        context.written,
        'surveyHandler',
        first,
        context.clock,
      );
      const reply = await answer(token, GOOD_ANSWERS, running);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe('headers.idempotency-key: this form is still being saved');
    });
  });

  describe('the limit per client', () => {
    it('refuses the answers and tokens of one client past the limit', async () => {
      const remoteAddress = '192.0.2.7';
      for (let i = 0; i < 5; i++) {
        const reply = await postForm(
          context.app,
          '/en/opendata/token',
          { surveyId: 1 },
          { remoteAddress },
        );
        expect(reply.statusCode).toBe(201);
      }
      const over = await postForm(
        context.app,
        '/en/opendata/token',
        { surveyId: 1 },
        { remoteAddress },
      );
      expect(over.statusCode).toBe(429);
      const token = await newToken();
      for (let i = 0; i < 5; i++) {
        await postForm(
          context.app,
          '/en/opendata/surveyhandler',
          { surveyId: 1, token: 'short', answers: {} },
          { remoteAddress },
        );
      }
      const before = await responses();
      const refused = await postForm(
        context.app,
        '/en/opendata/surveyhandler',
        { surveyId: 1, token, answers: GOOD_ANSWERS },
        { remoteAddress },
      );
      expect(refused.statusCode).toBe(429);
      expect(errorEnvelopeSchema.parse(refused.json()).message).toMatch(/^Too many requests/);
      expect(await responses()).toBe(before);
    });
  });
});
