import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { campaignSchema, envelope, errorEnvelopeSchema } from '@ecg/domain/contracts';
import {
  operatorCampaignAnswerSchema,
  operatorCampaignsAnswerSchema,
  type CampaignDraft,
} from '@ecg/domain/contracts/admin-campaigns';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearCampaigns, seededPlace, type SeededPlace } from './campaigns.support';
import { useTestApp } from './helper';
import { addOperator, bearer, loggedActions, tokenOf } from './operators';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Collection campaigns in the console (docs/campaigns.md): staff make one, change it and
   * choose its places; each change is logged, and the campaign status shows it at once.
   */
  const context = useTestApp({}, engine);
  let token = '';
  let attraction: SeededPlace;
  let shop: SeededPlace;
  beforeAll(async () => {
    await addOperator(context.written, 'yu@example.tw', 'staff', 'Chen Yu');
    token = await tokenOf(context.app, 'yu@example.tw');
    await clearCampaigns(context.written);
    attraction = await seededPlace(context.store, 'attraction');
    shop = await seededPlace(context.store, 'shop');
  });

  const DAY = 86_400_000;
  const today = taipeiDate(Date.now());

  const KEYS: CampaignDraft = {
    title: { 'zh-tw': '東海岸集鑰匙', en: 'Keys of the coast', ja: '東海岸の鍵集め' },
    description: {
      'zh-tw': '在各景點打卡。',
      en: '<p onclick="steal()">Check in at each place.<script>alert(1)</script></p>',
      ja: '各地でチェックイン。',
    },
    exchangeInstructions: {
      'zh-tw': '至遊客中心兌換。',
      en: 'Exchange at a visitor centre.',
      ja: 'ビジターセンターで交換。',
    },
    startsOn: taipeiDate(Date.now() - DAY),
    endsOn: taipeiDate(Date.now() + 30 * DAY),
  };

  const send = (url: string, payload: unknown, auth: Record<string, string> = bearer(token)) =>
    context.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });
  const status = async (lang: string) =>
    envelope(z.array(campaignSchema)).parse(
      (
        await context.app.inject({
          method: 'POST',
          url: `/${lang}/opendata/campaign/status`,
          payload: { id: 1 },
        })
      ).json(),
    ).data;
  const messageOf = (answer: { json(): unknown }) =>
    errorEnvelopeSchema.parse(answer.json()).message;

  describe('a campaign made, changed and given places', () => {
    let id = 0;

    it('makes it in three languages, cleaned, logged, and shows it in the status at once', async () => {
      expect(await status('en')).toEqual([]);
      const answer = await send(ADMIN_API_PATHS.campaigns, KEYS);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { data } = operatorCampaignAnswerSchema.parse(answer.json());
      id = data.id;
      expect(data).toMatchObject({
        title: KEYS.title,
        description: KEYS.description,
        startsOn: KEYS.startsOn,
        endsOn: KEYS.endsOn,
        places: [],
        checkIns: 0,
        updatedBy: 'Chen Yu',
      });
      expect(await status('en')).toEqual([
        {
          title: 'Keys of the coast',
          content: '<p>Check in at each place.</p>',
          exchange_instructions: '<p>Exchange at a visitor centre.</p>',
        },
      ]);
      expect((await loggedActions(context.written)).at(-1)).toMatchObject({
        action: 'campaign.create',
        subject_kind: 'campaign',
        subject_id: String(id),
      });
    });

    it('changes its texts and days, logged', async () => {
      const answer = await send(ADMIN_API_PATHS.editCampaign, {
        ...KEYS,
        id,
        title: { ...KEYS.title, en: 'Keys and coins' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(operatorCampaignAnswerSchema.parse(answer.json()).data.title.en).toBe(
        'Keys and coins',
      );
      expect((await status('en'))[0]?.title).toBe('Keys and coins');
      expect((await loggedActions(context.written)).at(-1)?.action).toBe('campaign.edit');
    });

    it('sets its places in order, named in Chinese, logged', async () => {
      const places = [
        { kind: 'shop', id: shop.id },
        { kind: 'attraction', id: attraction.id },
      ];
      const answer = await send(ADMIN_API_PATHS.campaignPlaces, { id, places });
      expect(answer.statusCode, answer.body).toBe(200);
      const { data } = operatorCampaignAnswerSchema.parse(answer.json());
      expect(data.places).toEqual(places.map((place) => ({ ...place, name: expect.any(String) })));
      expect(data.places.every((place) => place.name)).toBe(true);
      expect((await loggedActions(context.written)).at(-1)).toMatchObject({
        action: 'campaign.places',
        detail: JSON.stringify({ places: [`shop-${shop.id}`, `attraction-${attraction.id}`] }),
      });
      const list = operatorCampaignsAnswerSchema.parse(
        (
          await context.app.inject({
            method: 'GET',
            url: ADMIN_API_PATHS.campaigns,
            headers: bearer(token),
          })
        ).json(),
      ).data;
      expect(list.map((campaign) => campaign.id)).toEqual([id]);
    });

    it('refuses days that meet another campaign’s with a 409 naming startsOn', async () => {
      const answer = await send(ADMIN_API_PATHS.campaigns, { ...KEYS, startsOn: today });
      expect(answer.statusCode).toBe(409);
      expect(messageOf(answer)).toBe(`body.startsOn: these days meet those of campaign ${id}`);
    });

    it.each<[string, () => object, string]>([
      ['an unknown place', () => [{ kind: 'attraction', id: 99_999_999 }], 'body.places.0'],
      [
        'a shop named as an attraction',
        () => [{ kind: 'attraction', id: shop.id }],
        'body.places.0',
      ],
      ['a kind of no campaign', () => [{ kind: 'event', id: 1 }], 'body.places.0.kind'],
      [
        'a place twice',
        () => [attraction, attraction].map((place) => ({ kind: place.kind, id: place.id })),
        'body.places',
      ],
    ])('refuses %s with a 400 naming the field', async (_case, places, field) => {
      const answer = await send(ADMIN_API_PATHS.campaignPlaces, { id, places: places() });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(`${field}:`);
    });

    it('answers a campaign that is not there with a 404', async () => {
      const edit = await send(ADMIN_API_PATHS.editCampaign, { ...KEYS, id: id + 1000 });
      expect(edit.statusCode).toBe(404);
      const places = await send(ADMIN_API_PATHS.campaignPlaces, { id: id + 1000, places: [] });
      expect(places.statusCode).toBe(404);
    });
  });

  describe('what a campaign must hold', () => {
    it.each<[string, object, string]>([
      ['a title missing in ja', { title: { ...KEYS.title, ja: '' } }, 'body.title.ja'],
      ['no title', { title: undefined }, 'body.title'],
      [
        'a description of markup only',
        { description: { ...KEYS.description, en: '<p></p>' } },
        'body.description.en',
      ],
      [
        'no exchange instructions',
        { exchangeInstructions: undefined },
        'body.exchangeInstructions',
      ],
      ['a first day not a date', { startsOn: '1 Dec' }, 'body.startsOn'],
      ['a last day missing', { endsOn: undefined }, 'body.endsOn'],
      [
        'a last day before the first',
        { startsOn: '2030-02-02', endsOn: '2030-02-01' },
        'body.endsOn',
      ],
    ])('refuses %s with a 400 naming it', async (_case, change, field) => {
      const answer = await send(ADMIN_API_PATHS.campaigns, { ...KEYS, ...change });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(`${field}:`);
    });
  });

  describe('who may', () => {
    it.each([
      ['GET', ADMIN_API_PATHS.campaigns],
      ['POST', ADMIN_API_PATHS.campaigns],
      ['POST', ADMIN_API_PATHS.editCampaign],
      ['POST', ADMIN_API_PATHS.campaignPlaces],
    ] as const)(
      '%s %s: a 401 signed out or with a wrong token, changing nothing',
      async (method, url) => {
        const before = await loggedActions(context.written);
        for (const headers of [{}, bearer('A'.repeat(43))]) {
          const answer = await context.app.inject({
            method,
            url,
            headers,
            payload: method === 'POST' ? KEYS : undefined,
          });
          expect(answer.statusCode).toBe(401);
          expect(answer.headers['cache-control']).toContain('no-store');
        }
        expect(await loggedActions(context.written)).toEqual(before);
      },
    );

    it('lets an admin in as well as staff (the notices’ role)', async () => {
      await addOperator(context.written, 'boss@example.tw', 'admin', 'Wang Li');
      const admin = await tokenOf(context.app, 'boss@example.tw');
      const answer = await context.app.inject({
        method: 'GET',
        url: ADMIN_API_PATHS.campaigns,
        headers: bearer(admin),
      });
      expect(answer.statusCode).toBe(200);
    });
  });
});
