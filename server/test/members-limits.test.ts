import { MEMBER_API_PATHS, type MemberApiPathName } from '@ecg/domain/member-api-paths';
import { memberApiPath } from '@ecg/domain/member-api-paths';
import { describe, expect, it } from 'vitest';
import { call, messageOf, useMembersApp, type CallOptions } from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Every member call is limited per client (docs/members.md, Limits), counted before its body
   * is read: past the limit a 429 says when to try again, kept by no cache.
   */
  const context = useMembersApp({ max: 2, timeWindowMs: 60_000 }, engine);

  const MEMBER_CALLS = Object.keys(MEMBER_API_PATHS) as MemberApiPathName[];

  /** The reviews' public reads are GETs (docs/reviews.md, The calls). */
  const READS: MemberApiPathName[] = ['placeReviews', 'bestRated'];
  /** Calls anyone may make, outside the members' area: their refusals are kept by no cache. */
  const PUBLIC: MemberApiPathName[] = [...READS, 'reportReview'];

  const send = (name: MemberApiPathName, client: Required<Pick<CallOptions, 'remoteAddress'>>) =>
    READS.includes(name)
      ? context.app.inject({
          method: 'GET',
          url: `${memberApiPath(name, 'zh-tw')}?kind=attraction&id=1`,
          ...client,
        })
      : call(context, name, {}, client);

  describe('the limit of each member call per client', () => {
    it('covers the twenty-nine member calls', () => {
      expect(MEMBER_CALLS).toHaveLength(29);
    });

    it.each(MEMBER_CALLS)('%s: a 429 after the limit, for that client only', async (name) => {
      const client = { remoteAddress: `10.77.0.${MEMBER_CALLS.indexOf(name) + 1}` };
      for (let n = 0; n < 2; n += 1) {
        expect((await send(name, client)).statusCode).not.toBe(429);
      }
      const refused = await send(name, client);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['cache-control']).toBe(
        PUBLIC.includes(name) ? 'no-store' : 'private, no-store',
      );
      expect(refused.headers['retry-after']).toBeDefined();
      expect(messageOf(refused)).toMatch(/^Too many requests: try again in/);
      if (name === 'addCollection') expect(refused.json().data).toBe(messageOf(refused));
      if (name === 'tourAdaptation') expect(refused.json().msg).toMatch(/^Too many requests/);
      const other = await send(name, { remoteAddress: '10.78.0.1' });
      expect(other.statusCode).not.toBe(429);
    });
  });
});
