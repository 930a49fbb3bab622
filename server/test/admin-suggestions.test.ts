import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { envelope, suggestionStatusSchema, writeReceiptSchema } from '@ecg/domain/contracts';
import {
  suggestionAnswerSchema,
  suggestionsAnswerSchema,
  suggestionTopicsAnswerSchema,
} from '@ecg/domain/contracts/admin-suggestions';
import { describe, expect, it } from 'vitest';
import { lastAction, refusal, useConsoleApp, withTheLogRefusing } from './admin-sections.support';
import { loggedActions } from './operators';
import { post as visitorPost } from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Suggestions from the console (docs/architecture.md, Operator console), through the real routes.
   */
  const { context, get, post, unsigned, visitorReads } = useConsoleApp(engine);
  const P = ADMIN_API_PATHS;

  /** A visitor's suggestion, sent as the app sends it; answers its number and code. */
  async function aSuggestion(
    topic = 'signs',
    message = 'The sign to the bridge points the wrong way.',
  ) {
    const answer = await visitorPost(context.app, '/en/opendata/suggest', {
      topic,
      place: 'Sanxiantai',
      message,
      contact: { name: 'Lin Mei', email: 'mei@example.tw' },
    });
    expect(answer.statusCode).toBe(201);
    const receipt = envelope(writeReceiptSchema).parse(answer.json()).data;
    return { number: receipt.number, code: receipt.secret ?? '' };
  }

  /** What the visitor reads with their number and code. */
  const asTheVisitorSees = (number: string, code: string) =>
    visitorReads(
      suggestionStatusSchema,
      '/en/opendata/check-opinion',
      { number, code },
      '198.51.100.20',
    );

  describe('the suggestions section', () => {
    it.each([
      ['GET', P.suggestions],
      ['GET', `${P.suggestion}?number=S-2611-0001`],
      ['GET', P.suggestionTopics],
      ['POST', P.suggestionReply],
    ] as const)('%s %s needs a signed-in operator: 401', async (method, url) => {
      expect((await unsigned(method, url)).statusCode).toBe(401);
    });

    it('lists the suggestions by status and topic, newest first, with the contact', async () => {
      const signs = await aSuggestion();
      const transport = await aSuggestion('transport', 'Buses to Shitiping should run after five.');
      const answer = await get(`${P.suggestions}?status=received&pageSize=1`);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const page = suggestionsAnswerSchema.parse(answer.json()).data;
      expect(page).toMatchObject({ page: 1, pageSize: 1 });
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.items[0]).toMatchObject({
        number: transport.number,
        topic: 'transport',
        status: 'received',
        contact: { name: 'Lin Mei', email: 'mei@example.tw', phone: null },
        createdAt: '2026-11-20 09:00:00',
      });
      const bySigns = suggestionsAnswerSchema.parse(
        (await get(`${P.suggestions}?topic=signs&from=2026-11-20&to=2026-11-20`)).json(),
      ).data.items;
      expect(bySigns.map((item) => item.number)).toContain(signs.number);
      expect(bySigns.every((item) => item.topic === 'signs')).toBe(true);
    });

    it('names the topics in the console\u2019s language', async () => {
      const topics = async (lang: string) =>
        suggestionTopicsAnswerSchema.parse((await get(`${P.suggestionTopics}?lang=${lang}`)).json())
          .data;
      expect((await topics('en')).find((topic) => topic.id === 'signs')?.name).toBe(
        'Signs and information',
      );
      expect((await topics('zh-tw')).find((topic) => topic.id === 'signs')?.name).toBe(
        '指標與資訊',
      );
      expect((await refusal(await get(`${P.suggestionTopics}?lang=ja`), 400)).message).toBe(
        'querystring.lang: lang must be zh-tw or en',
      );
    });

    it('reads one whole, and replies: the visitor reads the reply, and it is logged', async () => {
      const { number, code } = await aSuggestion();
      const one = suggestionAnswerSchema.parse(
        (await get(`${P.suggestion}?number=${number}`)).json(),
      );
      expect(one.data).toMatchObject({ number, place: 'Sanxiantai', reply: null });
      const text = 'Thank you: the sign was turned the right way this morning.';
      const replied = await post(P.suggestionReply, { number, text: `  ${text} ` });
      expect(suggestionAnswerSchema.parse(replied.json()).data).toMatchObject({
        status: 'replied',
        reply: { text, at: '2026-11-20 09:00:00' },
      });
      expect(await asTheVisitorSees(number, code)).toMatchObject({
        status: 'replied',
        reply: { text, at: '2026-11-20 09:00:00' },
      });
      expect(await lastAction(context.written)).toMatchObject({
        action: 'suggestion.reply',
        subject_kind: 'suggestion',
        subject_id: number,
        detail: JSON.stringify({ textLength: text.length }),
      });
      expect((await get(`${P.suggestion}?number=S-2611-9999`)).statusCode).toBe(404);
      expect(
        await refusal(await post(P.suggestionReply, { number: 'S-2611-9999', text: 'Hello' }), 404),
      ).toEqual({ message: 'There is no suggestion S-2611-9999', reason: 'notFound' });
    });

    it.each([
      [{ number: 'S-2611-0001', text: '   ' }, 'body.text: text is required'],
      [{ number: 'S-2611-0001', text: 'x'.repeat(4001) }, 'body.text: text must be at most 4000'],
      [{ text: 'Hello' }, 'body.number: number is required'],
    ])('refuses %j with a 400 naming the field', async (payload, message) => {
      expect((await refusal(await post(P.suggestionReply, payload), 400)).message).toContain(
        message,
      );
    });

    it.each([
      ['status=lost', 'querystring.status: status must be received or replied'],
      ['topic=Wifi!', 'querystring.topic: topic must be a topic id'],
      ['to=yesterday', 'querystring.to: to must be YYYY-MM-DD'],
    ])('refuses the filter %s with a 400 naming it', async (query, message) => {
      expect((await refusal(await get(`${P.suggestions}?${query}`), 400)).message).toBe(message);
    });

    it('changes nothing when the log cannot be written: the reply and its line are one', async () => {
      const { number, code } = await aSuggestion();
      const actions = (await loggedActions(context.written)).length;
      await withTheLogRefusing(context.written, async () => {
        expect((await post(P.suggestionReply, { number, text: 'A reply' })).statusCode).toBe(500);
      });
      expect((await asTheVisitorSees(number, code)).status).toBe('received');
      expect((await loggedActions(context.written)).length).toBe(actions);
    });
  });
});
