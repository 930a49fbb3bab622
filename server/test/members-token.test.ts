import type { MemberApiPathName } from '@ecg/domain/member-api-paths';
import { MEMBER_IDLE_MS, MEMBER_MAX_MS } from '@ecg/domain/rules/member-session';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FIRST, SIGNED_OUT } from '../src/routes/members/member-guard';
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
  type Enrolled,
} from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The member token's check (docs/members.md, The member token), for every call that needs one:
   * a token missing or malformed, wrong, ended (idle 30 days, 90 days after sign-in) or signed
   * out is a 401 with a message, before the rest of the body is read, and nothing is written.
   */
  const context = useMembersApp(undefined, engine);

  /** Each call's body besides the token: whether valid or not, the token is checked first. */
  const TOKEN_CALLS: [MemberApiPathName, object][] = [
    ['memberAddPasskeyOptions', {}],
    ['memberAddPasskey', { challengeId: 'AAAA', response: {} }],
    ['memberPasskeys', {}],
    ['memberRemovePasskey', { passkeyId: 1 }],
    ['memberProfile', {}],
    ['memberSignOut', {}],
    ['memberSignOutEverywhere', {}],
    ['memberExport', {}],
    ['memberDelete', { confirm: true }],
    ['addCollection', { collection: '{}' }],
    ['tourAdaptation', { id: 1, name: 'My coast' }],
    ['memberTrips', {}],
    ['memberTrip', { tripId: 1 }],
    ['renameTrip', { tripId: 1, name: 'Renamed' }],
    ['arrangeTrip', { tripId: 1, days: [[]] }],
    ['deleteTrip', { tripId: 1 }],
    ['memberReviews', {}],
    [
      'writeReview',
      {
        kind: 'attraction',
        placeId: 1,
        rating: 5,
        text: 'A fine place to visit.',
        visitMonth: '2026-10',
        website: '',
        openedAt: 0,
      },
    ],
    ['memberCampaign', {}],
    ['campaignCheckIn', { campaignId: 1, kind: 'attraction', placeId: 1, lat: 23, lng: 121 }],
  ];

  /** A token in each state that is refused: the member's own, brought into that state. */
  const TOKENS: [string, (member: Enrolled) => Promise<{ token?: unknown; message: string }>][] = [
    ['missing', async () => ({ message: SIGN_IN_FIRST })],
    ['not a text', async () => ({ token: 42, message: SIGN_IN_FIRST })],
    ['empty', async () => ({ token: '', message: SIGN_IN_FIRST })],
    ['longer than any token', async () => ({ token: 't'.repeat(201), message: SIGN_IN_FIRST })],
    ['wrong', async () => ({ token: 'A'.repeat(43), message: SIGNED_OUT })],
    [
      'unused for 30 days',
      async ({ token }) => {
        context.clock = START + MEMBER_IDLE_MS;
        return { token, message: SIGNED_OUT };
      },
    ],
    [
      'used every 25 days, 90 days after sign-in',
      async ({ token }) => {
        for (const day of [25, 50, 75]) {
          context.clock = START + day * DAY;
          expect((await call(context, 'memberProfile', { token })).statusCode).toBe(200);
        }
        context.clock = START + MEMBER_MAX_MS;
        return { token, message: SIGNED_OUT };
      },
    ],
    [
      'signed out',
      async ({ token }) => {
        expect((await call(context, 'memberSignOut', { token })).statusCode).toBe(200);
        return { token, message: SIGNED_OUT };
      },
    ],
    [
      'signed out everywhere from another phone',
      async ({ token, phone }) => {
        const other = (await signIn(context, phone)).json().data.token as string;
        expect((await call(context, 'memberSignOutEverywhere', { token: other })).statusCode).toBe(
          200,
        );
        return { token, message: SIGNED_OUT };
      },
    ],
  ];

  /** What the call could have changed of a member, less the token (an ended one is deleted). */
  async function keptOf(memberId: number) {
    const rows = await rowsOf(context.written, memberId);
    return Object.fromEntries(Object.entries(rows).filter(([table]) => table !== 'member_tokens'));
  }

  describe.each(TOKEN_CALLS)('%s', (name, body) => {
    it.each(TOKENS)('refuses a token %s with a 401 and writes nothing', async (_case, made) => {
      context.clock = START;
      const owner = await enrol(context);
      const ownerId = await memberIdOf(context.written, owner.token);
      const { token, message } = await made(owner);
      const before = await keptOf(ownerId);
      const answer = await call(context, name, {
        ...body,
        ...(token === undefined ? {} : { token }),
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(messageOf(answer)).toBe(message);
      expect(await keptOf(ownerId)).toEqual(before);
      expect(before.members).toBe(1);
    });
  });
});
