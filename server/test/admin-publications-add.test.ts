import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  articleSchema,
  envelope,
  listPageSchema,
  publicationApplyInformationSchema,
  publicationReceiptSchema,
} from '@ecg/domain/contracts';
import {
  operatorPublicationsAnswerSchema,
  publicationAddedAnswerSchema,
} from '@ecg/domain/contracts/admin-publications';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../src/seed/seed';
import { lastAction, refusal, useConsoleApp } from './admin-sections.support';
import { dataDir } from './helper';
import { post as visitorPost } from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /** A publication added in the console (docs/architecture.md, Operator console), end to end. */
  const { context, get, post, unsigned, visitorReads } = useConsoleApp(engine);
  const P = ADMIN_API_PATHS;

  const guide = {
    title: {
      'zh-tw': '東海岸測試摺頁',
      en: 'East Coast test leaflet',
      ja: '東海岸テストリーフレット',
    },
    summary: { en: 'A leaflet written for the test.' },
    copyLimit: 4,
  };

  const requestable = async () =>
    (
      await visitorReads(
        publicationApplyInformationSchema,
        '/ja/opendata/publication-apply-information',
      )
    ).items.map((item) => [item.id, item.copyLimit]);

  const publicList = async (lang: string) =>
    envelope(listPageSchema(articleSchema)).parse(
      (await context.app.inject({ method: 'GET', url: `/${lang}/opendata/publications` })).json(),
    ).data.items;

  describe('adding a publication in the console', () => {
    it('needs a signed-in operator: 401', async () => {
      expect((await unsigned('POST', P.publicationAdd)).statusCode).toBe(401);
    });

    it('adds it to the list in three languages, offered by post at once, logged, and a visitor may ask for it', async () => {
      const added = await post(P.publicationAdd, guide);
      expect(added.statusCode).toBe(200);
      const { id, copyLimit } = publicationAddedAnswerSchema.parse(added.json()).data;
      expect(copyLimit).toBe(4);
      expect(await lastAction(context.written)).toMatchObject({
        action: 'publication.added',
        subject_kind: 'publication',
        subject_id: String(id),
      });

      const { publications } = operatorPublicationsAnswerSchema.parse(
        (await get(P.publications)).json(),
      ).data;
      expect(publications.find((item) => item.id === id)).toEqual({
        id,
        title: { 'zh-tw': '東海岸測試摺頁', en: 'East Coast test leaflet' },
        copyLimit: 4,
      });
      expect(await requestable()).toContainEqual([id, 4]);
      expect((await publicList('ja')).find((item) => item.id === id)?.title).toBe(
        '東海岸テストリーフレット',
      );
      expect((await publicList('en')).find((item) => item.id === id)?.summary).toBe(
        'A leaflet written for the test.',
      );

      const asked = await visitorPost(context.app, '/ja/opendata/apply-publication', {
        publication: id,
        copies: 4,
        address: {
          destination: 'taiwan',
          recipient: '佐藤明子',
          line1: '花蓮縣花蓮市中山路1號',
          postcode: '970',
        },
        contact: { name: '佐藤明子', email: 'akiko@example.jp' },
      });
      expect(asked.statusCode).toBe(201);
      expect(envelope(publicationReceiptSchema).parse(asked.json()).data.number).toMatch(/^P-/);
    });

    it('adds one not yet offered when no copy limit is given, and keeps it through a re-seed', async () => {
      const added = await post(P.publicationAdd, { ...guide, copyLimit: null });
      const { id } = publicationAddedAnswerSchema.parse(added.json()).data;
      expect((await requestable()).map(([item]) => item)).not.toContain(id);

      await seedContent(context.store, dataDir);
      const { publications } = operatorPublicationsAnswerSchema.parse(
        (await get(P.publications)).json(),
      ).data;
      expect(publications.map((item) => item.id)).toContain(id);
    });

    it.each([
      [{ ...guide, title: { ...guide.title, ja: '' } }, 'body.title.ja'],
      [{ ...guide, title: { 'zh-tw': 'x', en: 'x' } }, 'body.title.ja'],
      [{ ...guide, title: { ...guide.title, en: 'x'.repeat(121) } }, 'body.title.en'],
      [{ ...guide, copyLimit: 51 }, 'body.copyLimit: copyLimit must be at most 50'],
      [{ title: guide.title }, 'body.copyLimit'],
    ])('refuses %j with a 400 naming the field', async (payload, message) => {
      expect((await refusal(await post(P.publicationAdd, payload), 400)).message).toContain(
        message,
      );
    });
  });
});
