import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import {
  operatorNoticesAnswerSchema,
  publishNoticeAnswerSchema,
  type PublishNoticeRequest,
} from '@ecg/domain/contracts/admin-notices';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/seed/seed';
import { dataDir, useTestApp } from './helper';
import { publishNotice, visitorNotices } from './notices.support';
import { addOperator, bearer, loggedActions, tokenOf } from './operators';
import { withTheLogRefusing } from './admin-sections.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  const context = useTestApp({}, engine);
  let token = '';
  beforeAll(async () => {
    await addOperator(context.written, 'mei@example.tw', 'staff', 'Lin Mei');
    token = await tokenOf(context.app, 'mei@example.tw');
  });

  const ROAD_CLOSED: PublishNoticeRequest = {
    type: 2,
    title: {
      'zh-tw': '台11線石梯坪路段封閉',
      en: 'Highway 11 closed at Shitiping',
      ja: '台11線石梯坪区間通行止め',
    },
    content: {
      'zh-tw': '落石清除中。\n請改道。',
      en: '<p onclick="steal()">Rockfall being cleared.<script>alert(1)</script></p><p>Take a detour.</p>',
      ja: '落石の撤去作業中です。',
    },
    link: [
      {
        name: { 'zh-tw': '公路局路況', en: 'Road conditions', ja: '道路状況' },
        url: 'https://www.thb.gov.tw/',
      },
    ],
  };

  const publish = (payload: unknown, auth: Record<string, string> = bearer(token)) =>
    publishNotice(context.app, payload, auth);
  const withdraw = (id: unknown) =>
    context.app.inject({
      method: 'POST',
      url: ADMIN_API_PATHS.withdrawNotice,
      headers: bearer(token),
      payload: { id },
    });
  const publicNotices = async (lang: string) => (await visitorNotices(context.app, lang)).notices;
  const storedCount = async () =>
    (await context.written.selectFrom('operator_notice').select('id').execute()).length;

  describe('publishing and withdrawing an important notice', () => {
    let id = 0;

    it('publishes it in three languages, cleaned, logged, and shown to visitors at once', async () => {
      const before = await publicNotices('en');
      const response = await publish(ROAD_CLOSED);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { data } = publishNoticeAnswerSchema.parse(response.json());
      id = data.id;
      expect(id).toBeGreaterThan(1_000_000);
      expect(data).toMatchObject({ type: 2, publishedBy: 'Lin Mei', title: ROAD_CLOSED.title });
      expect(data.content.en).toBe('<p>Rockfall being cleared.</p><p>Take a detour.</p>');
      expect(data.content['zh-tw']).toBe('<p>落石清除中。</p><p>請改道。</p>');

      const after = await publicNotices('en');
      expect(after.length).toBe(before.length + 1);
      expect(after[0]).toMatchObject({
        id,
        type: 2,
        title: 'Highway 11 closed at Shitiping',
        description: 'Rockfall being cleared. Take a detour.',
        content: '<p>Rockfall being cleared.</p><p>Take a detour.</p>',
        link: [{ name: 'Road conditions', url: 'https://www.thb.gov.tw/' }],
      });
      expect((await publicNotices('zh-tw'))[0]?.title).toBe('台11線石梯坪路段封閉');
      expect((await publicNotices('ja'))[0]?.title).toBe('台11線石梯坪区間通行止め');

      const listed = await context.app.inject({
        method: 'GET',
        url: ADMIN_API_PATHS.notices,
        headers: bearer(token),
      });
      expect(operatorNoticesAnswerSchema.parse(listed.json()).data.map((n) => n.id)).toEqual([id]);
      expect((await loggedActions(context.written)).at(-1)).toMatchObject({
        action: 'notice.publish',
        subject_kind: 'notice',
        subject_id: String(id),
      });
    });

    it('keeps it through a re-seed of the content', async () => {
      await seedContent(context.store, dataDir);
      expect((await publicNotices('en')).map((notice) => notice.id)).toContain(id);
    });

    it('withdraws it: logged, and gone from the visitors\u2019 notices at once', async () => {
      const response = await withdraw(id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { id } });
      expect((await publicNotices('en')).map((notice) => notice.id)).not.toContain(id);
      expect((await loggedActions(context.written)).at(-1)).toMatchObject({
        action: 'notice.withdraw',
        subject_id: String(id),
      });
      const again = await withdraw(id);
      expect(again.statusCode).toBe(404);
      expect((await withdraw(999_999_999)).statusCode).toBe(404);
    });

    it('writes neither the notice nor its log line when the log cannot be written', async () => {
      const notices = await storedCount();
      const actions = (await loggedActions(context.written)).length;
      const refused = await withTheLogRefusing(context.written, () => publish(ROAD_CLOSED));
      expect(refused.statusCode).toBe(500);
      expect(await storedCount()).toBe(notices);
      expect((await loggedActions(context.written)).length).toBe(actions);
    });

    it('needs a signed-in operator', async () => {
      expect((await publish(ROAD_CLOSED, {})).statusCode).toBe(401);
    });
  });

  describe('a notice refused', () => {
    const without = (field: keyof PublishNoticeRequest) =>
      Object.fromEntries(Object.entries(ROAD_CLOSED).filter(([key]) => key !== field));

    it.each([
      ['no type', without('type'), 'body.type'],
      ['type 3', { ...ROAD_CLOSED, type: 3 }, 'body.type: notice type must be 0, 1 or 2'],
      ['no title', without('title'), 'body.title'],
      [
        'an empty English title',
        { ...ROAD_CLOSED, title: { ...ROAD_CLOSED.title, en: '  ' } },
        'body.title.en: title must not be empty',
      ],
      [
        'no Japanese content',
        { ...ROAD_CLOSED, content: { ...ROAD_CLOSED.content, ja: undefined } },
        'body.content.ja',
      ],
      [
        'a title too long',
        { ...ROAD_CLOSED, title: { ...ROAD_CLOSED.title, en: 'x'.repeat(201) } },
        'body.title.en: title must be at most 200',
      ],
      [
        'content with no text once cleaned',
        {
          ...ROAD_CLOSED,
          content: { ...ROAD_CLOSED.content, 'zh-tw': '<script>alert(1)</script>' },
        },
        'body.content.zh-tw: content has no text once cleaned',
      ],
      [
        'a link over http',
        { ...ROAD_CLOSED, link: [{ ...ROAD_CLOSED.link![0]!, url: 'http://example.com/' }] },
        'body.link.0.url: link url must be an https address',
      ],
      [
        'a link named in one language',
        { ...ROAD_CLOSED, link: [{ name: { en: 'x' }, url: 'https://example.com/' }] },
        'body.link.0.name.zh-tw',
      ],
    ])('%s: a 400 naming the field, nothing written', async (_case, payload, message) => {
      const notices = await storedCount();
      const response = await publish(payload);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain(message);
      expect(await storedCount()).toBe(notices);
    });

    it('withdrawing an id that is not a number: a 400 naming id', async () => {
      const response = await withdraw('seven');
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain('body.id');
    });
  });
});
