import {
  campaignCheckInAnswerSchema,
  memberCampaignAnswerSchema,
} from '@ecg/domain/contracts/campaign';
import { memberExportAnswerSchema, memberProfileAnswerSchema } from '@ecg/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_TODAY,
  NO_SUCH_CAMPAIGN,
  NO_SUCH_PLACE,
} from '../src/routes/campaigns/member-campaign';
import {
  clearCampaigns,
  daysAround,
  makeCampaign,
  northOf,
  seededPlace,
  type SeededPlace,
} from './campaigns.support';
import {
  call,
  DAY,
  enrol,
  messageOf,
  memberIdOf,
  rowsOf,
  START,
  useMembersApp,
} from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The collection campaign in the member area (docs/campaigns.md): the running campaign with
   * the member's standing, and a check-in within 200 m, once per place per Taipei day, a key each
   * and a coin for every place visited; the check-ins go with the export and the account.
   */
  const context = useMembersApp(undefined, engine);

  let attraction: SeededPlace;
  let shop: SeededPlace;
  let campaignId = 0;

  beforeEach(async () => {
    context.clock = START;
    await clearCampaigns(context.written);
    attraction = await seededPlace(context.store, 'attraction');
    shop = await seededPlace(context.store, 'shop');
    campaignId = await makeCampaign(
      context.written,
      daysAround(START),
      [attraction, shop],
      'Coast keys',
      context.store,
    );
  });

  const checkIn = (token: string, place: SeededPlace, metres = 0, extra: object = {}) =>
    call(
      context,
      'campaignCheckIn',
      {
        token,
        campaignId,
        kind: place.kind,
        placeId: place.id,
        ...northOf(place, metres),
        ...extra,
      },
      { lang: 'en' },
    );

  describe('POST memberCampaign', () => {
    it('answers the running campaign, its places and the member’s points, kept by no cache', async () => {
      const { token } = await enrol(context);
      const answer = await call(context, 'memberCampaign', { token }, { lang: 'en' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const campaign = memberCampaignAnswerSchema.parse(answer.json()).data;
      expect(campaign).toMatchObject({
        id: campaignId,
        title: 'Coast keys (en)',
        ...daysAround(START),
        coinEarned: false,
        points: { key: 0, coin: 0 },
      });
      expect(campaign?.places).toEqual([
        {
          kind: 'attraction',
          id: attraction.id,
          name: attraction.name,
          latlng: `${attraction.lat},${attraction.lng}`,
          checkedInToday: false,
          visited: false,
        },
        expect.objectContaining({ kind: 'shop', id: shop.id, visited: false }),
      ]);
    });

    it.each([
      ['before its first day', -2 * DAY],
      ['after its last day', 31 * DAY],
    ])('answers null %s', async (_case, shift) => {
      context.clock = START + shift;
      const { token } = await enrol(context);
      const answer = await call(context, 'memberCampaign', { token });
      expect(answer.statusCode).toBe(200);
      expect(memberCampaignAnswerSchema.parse(answer.json()).data).toBeNull();
    });
  });

  describe('POST campaignCheckIn', () => {
    it('adds a key at 199 m, in the member’s points and the campaign’s places', async () => {
      const { token } = await enrol(context);
      const answer = await checkIn(token, attraction, 199);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { data } = campaignCheckInAnswerSchema.parse(answer.json());
      expect(data).toEqual({
        points: { key: 1, coin: 0 },
        place: expect.objectContaining({ id: attraction.id, checkedInToday: true, visited: true }),
        coinEarned: false,
      });
      const profile = memberProfileAnswerSchema.parse(
        (await call(context, 'memberProfile', { token })).json(),
      ).data;
      expect(profile.points).toEqual({ key: 1, coin: 0 });
      const campaign = memberCampaignAnswerSchema.parse(
        (await call(context, 'memberCampaign', { token })).json(),
      ).data;
      expect(campaign?.places.map((place) => [place.checkedInToday, place.visited])).toEqual([
        [true, true],
        [false, false],
      ]);
    });

    it('refuses 201 m with a 422 saying how far, and writes nothing', async () => {
      const { token } = await enrol(context);
      const answer = await checkIn(token, attraction, 201);
      expect(answer.statusCode).toBe(422);
      expect(messageOf(answer)).toBe(
        `body.lat: you are 201 m from ${attraction.name}: come within 200 m`,
      );
      expect(answer.json().metres).toBe(201);
      const memberId = await memberIdOf(context.written, token);
      expect((await rowsOf(context.written, memberId)).member_check_ins).toBe(0);
    });

    it('refuses a second check-in the same Taipei day with a 409, and takes it the next day', async () => {
      const { token } = await enrol(context);
      expect((await checkIn(token, attraction)).statusCode).toBe(201);
      context.clock = START + 13 * 3_600_000; // 23:00 in Taipei, the same day
      const again = await checkIn(token, attraction);
      expect(again.statusCode).toBe(409);
      expect(messageOf(again)).toBe(ALREADY_TODAY);
      context.clock = START + 14 * 3_600_000; // midnight in Taipei
      const tomorrow = await checkIn(token, attraction);
      expect(tomorrow.statusCode).toBe(201);
      expect(campaignCheckInAnswerSchema.parse(tomorrow.json()).data.points).toEqual({
        key: 2,
        coin: 0,
      });
    });

    it('gives one coin at the last place not yet visited, and no more after', async () => {
      const { token } = await enrol(context);
      expect((await checkIn(token, attraction)).statusCode).toBe(201);
      context.clock = START + DAY;
      const last = campaignCheckInAnswerSchema.parse((await checkIn(token, shop)).json()).data;
      expect(last).toMatchObject({ points: { key: 2, coin: 1 }, coinEarned: true });
      context.clock = START + 2 * DAY;
      const after = campaignCheckInAnswerSchema.parse((await checkIn(token, shop)).json()).data;
      expect(after).toMatchObject({ points: { key: 3, coin: 1 }, coinEarned: false });
      const campaign = memberCampaignAnswerSchema.parse(
        (await call(context, 'memberCampaign', { token })).json(),
      ).data;
      expect(campaign?.coinEarned).toBe(true);
    });

    it.each<[string, () => object, string]>([
      ['a campaign that is not running', () => ({ campaignId: campaignId + 1 }), NO_SUCH_CAMPAIGN],
      ['a place not in the campaign', () => ({ placeId: attraction.id + 100_000 }), NO_SUCH_PLACE],
      ['a place of another kind', () => ({ kind: 'accommodation' }), NO_SUCH_PLACE],
    ])('refuses %s with a 404', async (_case, change, message) => {
      const { token } = await enrol(context);
      const answer = await checkIn(token, attraction, 0, change());
      expect(answer.statusCode).toBe(404);
      expect(messageOf(answer)).toBe(message);
    });

    it('refuses every check-in once the campaign has ended', async () => {
      await clearCampaigns(context.written);
      campaignId = await makeCampaign(
        context.written,
        daysAround(START, 1, 2),
        [attraction],
        'Coast keys',
        context.store,
      );
      const { token } = await enrol(context);
      context.clock = START + 3 * DAY;
      const answer = await checkIn(token, attraction);
      expect(answer.statusCode).toBe(404);
      expect(messageOf(answer)).toBe(NO_SUCH_CAMPAIGN);
    });

    it.each<[string, object, string]>([
      ['campaignId missing', { campaignId: undefined }, 'body.campaignId'],
      ['campaignId not whole', { campaignId: 1.5 }, 'body.campaignId'],
      ['campaignId not positive', { campaignId: 0 }, 'body.campaignId'],
      ['kind unknown', { kind: 'event' }, 'body.kind'],
      ['kind missing', { kind: undefined }, 'body.kind'],
      ['placeId missing', { placeId: undefined }, 'body.placeId'],
      ['placeId a text', { placeId: '7' }, 'body.placeId'],
      ['lat missing', { lat: undefined }, 'body.lat'],
      ['lat a text', { lat: '23.1' }, 'body.lat'],
      ['lat past the pole', { lat: 91 }, 'body.lat'],
      ['lng missing', { lng: undefined }, 'body.lng'],
      ['lng past 180', { lng: -181 }, 'body.lng'],
    ])('refuses %s with a 400 naming it', async (_case, change, field) => {
      const { token } = await enrol(context);
      const answer = await checkIn(token, attraction, 0, change);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(`${field}:`);
    });
  });

  describe('the check-ins with the account', () => {
    it('are in the export and erased with the account', async () => {
      const { token } = await enrol(context);
      const memberId = await memberIdOf(context.written, token);
      await checkIn(token, attraction);
      const exported = memberExportAnswerSchema.parse(
        (await call(context, 'memberExport', { token })).json(),
      ).data;
      expect(exported.campaignCheckIns).toEqual([
        { campaignId, kind: 'attraction', placeId: attraction.id, at: START },
      ]);
      expect(exported.points).toEqual({ key: 1, coin: 0 });
      expect((await call(context, 'memberDelete', { token, confirm: true })).statusCode).toBe(200);
      expect(Object.values(await rowsOf(context.written, memberId)).every((n) => n === 0)).toBe(
        true,
      );
    });
  });
});
