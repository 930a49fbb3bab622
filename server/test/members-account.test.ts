import {
  doneAnswerSchema,
  memberExportAnswerSchema,
  memberProfileAnswerSchema,
} from '@ecg/domain/contracts';
import { MEMBER_IDLE_MS } from '@ecg/domain/rules/member-session';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '../src/routes/members/member-guard';
import { WRONG_RECOVERY_CODE } from '../src/routes/members/recovery';
import { UNKNOWN_PASSKEY } from '../src/routes/members/sign-in';
import {
  call,
  DAY,
  enrol,
  memberIdOf,
  messageOf,
  rowsOf,
  signIn,
  START,
  useMembersApp,
} from './members.support';
import { daysAround, makeCampaign, northOf, seededPlace } from './campaigns.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The member's own account (docs/members.md, Your data): the profile, sign-out here and
   * everywhere, the export, and deleting everything.
   */
  const context = useMembersApp(undefined, engine);

  const favourite = {
    pid: 'attraction-1',
    kind: 'attraction',
    id: 1,
    title: 'Qingshui Cliff',
    lat: 24.2,
    lng: 121.65,
    changedAt: START,
    removed: false,
  };

  describe('POST profile', () => {
    it('shows the member, points, passkeys and codes left, and moves the token on', async () => {
      context.clock = START;
      const member = await enrol(context);
      context.clock = START + 20 * DAY;
      const answer = await call(context, 'memberProfile', { token: member.token });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(memberProfileAnswerSchema.parse(answer.json()).data).toEqual({
        displayName: 'Lin Mei',
        createdAt: START,
        points: { key: 0, coin: 0 },
        passkeys: 1,
        recoveryCodesLeft: 10,
        expiresAt: START + 20 * DAY + MEMBER_IDLE_MS,
      });
      // Used on day 20, the token lives on past day 30.
      context.clock = START + 45 * DAY;
      expect((await call(context, 'memberProfile', { token: member.token })).statusCode).toBe(200);
    });
  });

  describe('POST sign-out and sign-out-everywhere', () => {
    it('sign-out ends this token only', async () => {
      context.clock = START;
      const member = await enrol(context);
      const other = (await signIn(context, member.phone)).json().data.token as string;
      const answer = await call(context, 'memberSignOut', { token: member.token });
      expect(answer.statusCode).toBe(200);
      expect(doneAnswerSchema.parse(answer.json()).data).toBe(true);
      const ended = await call(context, 'memberProfile', { token: member.token });
      expect(ended.statusCode).toBe(401);
      expect(messageOf(ended)).toBe(SIGNED_OUT);
      expect((await call(context, 'memberProfile', { token: other })).statusCode).toBe(200);
    });

    it("sign-out-everywhere ends every one of the member's tokens, and no one else's", async () => {
      context.clock = START;
      const member = await enrol(context);
      const stranger = await enrol(context, 'Chen Wei');
      const memberId = await memberIdOf(context.written, member.token);
      await signIn(context, member.phone);
      await signIn(context, member.phone);
      expect((await rowsOf(context.written, memberId)).member_tokens).toBe(3);
      const answer = await call(context, 'memberSignOutEverywhere', { token: member.token });
      expect(answer.statusCode).toBe(200);
      expect((await rowsOf(context.written, memberId)).member_tokens).toBe(0);
      expect((await call(context, 'memberProfile', { token: stranger.token })).statusCode).toBe(
        200,
      );
    });
  });

  describe('POST export', () => {
    it('is everything kept of the member, as a file to download', async () => {
      context.clock = START;
      const member = await enrol(context);
      await call(context, 'addCollection', {
        token: member.token,
        collection: JSON.stringify({ [favourite.pid]: favourite }),
      });
      context.clock = START + DAY;
      const answer = await call(context, 'memberExport', { token: member.token });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['content-disposition']).toBe(
        'attachment; filename="east-coast-guide-my-data.json"',
      );
      expect(memberExportAnswerSchema.parse(answer.json()).data).toEqual({
        member: { displayName: 'Lin Mei', createdAt: START },
        passkeys: [
          { id: expect.any(Number), label: 'My phone', createdAt: START, lastUsedAt: null },
        ],
        favourites: { [favourite.pid]: favourite },
        trips: [],
        reviews: [],
        points: { key: 0, coin: 0 },
        campaignCheckIns: [],
        exportedAt: START + DAY,
      });
      expect(answer.body).not.toContain(member.token);
    });
  });

  describe('POST delete', () => {
    it('erases the member and everything kept of them, in every table', async () => {
      context.clock = START;
      const member = await enrol(context);
      const stranger = await enrol(context, 'Chen Wei');
      const memberId = await memberIdOf(context.written, member.token);
      const strangerId = await memberIdOf(context.written, stranger.token);
      await call(context, 'addCollection', {
        token: member.token,
        collection: JSON.stringify({ [favourite.pid]: favourite }),
      });
      await call(context, 'memberAddPasskeyOptions', { token: member.token });
      await call(context, 'tourAdaptation', { id: 1, name: 'My coast', token: member.token });
      await call(context, 'memberRecoverOptions', { recoveryCode: member.recoveryCodes![0]! });
      const place = await seededPlace(context.store, 'attraction');
      const campaignId = await makeCampaign(
        context.written,
        daysAround(START),
        [place],
        'Coast keys',
        context.store,
      );
      const checkedIn = await call(context, 'campaignCheckIn', {
        token: member.token,
        campaignId,
        kind: place.kind,
        placeId: place.id,
        ...northOf(place, 0),
      });
      expect(checkedIn.statusCode).toBe(201);
      expect(await rowsOf(context.written, memberId)).toEqual({
        members: 1,
        member_passkeys: 1,
        member_tokens: 1,
        member_recovery_codes: 10,
        member_challenges: 2,
        member_favourites: 1,
        member_trips: 1,
        reviews: 0,
        member_check_ins: 1,
        member_campaign_coins: 1,
      });
      const strangerBefore = await rowsOf(context.written, strangerId);

      const answer = await call(context, 'memberDelete', { token: member.token, confirm: true });
      expect(answer.statusCode).toBe(200);
      expect(doneAnswerSchema.parse(answer.json()).data).toBe(true);
      expect(Object.values(await rowsOf(context.written, memberId))).toEqual([
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      ]);
      expect(await rowsOf(context.written, strangerId)).toEqual(strangerBefore);

      expect(messageOf(await call(context, 'memberProfile', { token: member.token }))).toBe(
        SIGNED_OUT,
      );
      expect(messageOf(await signIn(context, member.phone))).toBe(UNKNOWN_PASSKEY);
      const code = await call(context, 'memberRecoverOptions', {
        recoveryCode: member.recoveryCodes![1]!,
      });
      expect(messageOf(code)).toBe(WRONG_RECOVERY_CODE);
    });

    it.each([
      [{}, 'body.confirm: confirm must be true'],
      [{ confirm: false }, 'body.confirm: confirm must be true'],
      [{ confirm: 'yes' }, 'body.confirm: confirm must be true'],
    ])('refuses %j with a 400, erasing nothing', async (payload, message) => {
      context.clock = START;
      const member = await enrol(context);
      const answer = await call(context, 'memberDelete', { token: member.token, ...payload });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toBe(message);
      expect((await call(context, 'memberProfile', { token: member.token })).statusCode).toBe(200);
    });
  });
});
