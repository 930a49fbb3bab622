import { describe, expect, it } from 'vitest';
import {
  MEMBER_IDLE_MS,
  MEMBER_MAX_MS,
  memberTokenEndsAt,
  memberTokenIsLive,
  normalizeRecoveryCode,
} from './member-session';

const DAY = 24 * 60 * 60 * 1000;

describe('a member token ends when idle, or at its absolute end', () => {
  it.each([
    ['used just now', { createdAt: 0, lastSeenAt: 0 }, MEMBER_IDLE_MS],
    ['used on day 20', { createdAt: 0, lastSeenAt: 20 * DAY }, 20 * DAY + MEMBER_IDLE_MS],
    [
      'used on day 80: the absolute end comes first',
      { createdAt: 0, lastSeenAt: 80 * DAY },
      MEMBER_MAX_MS,
    ],
  ])('%s', (_, times, endsAt) => {
    expect(memberTokenEndsAt(times)).toBe(endsAt);
    expect(memberTokenIsLive(times, endsAt - 1)).toBe(true);
    expect(memberTokenIsLive(times, endsAt)).toBe(false);
  });
});

describe('a recovery code as typed', () => {
  it.each([
    ['as given', 'ABCD-EFGH-JKMN-PQRS', 'ABCD-EFGH-JKMN-PQRS'],
    ['lower case, spaces', 'abcd efgh jkmn pqrs', 'ABCD-EFGH-JKMN-PQRS'],
    ['no separators', 'abcdefghjkmnpqrs', 'ABCD-EFGH-JKMN-PQRS'],
    ['one letter short', 'ABCD-EFGH-JKMN-PQR', undefined],
    ['a look-alike outside the alphabet (O)', 'ABCD-EFGH-JKMN-PQRO', undefined],
    ['a zero', 'ABCD-EFGH-JKMN-PQR0', undefined],
  ])('%s', (_, typed, code) => {
    expect(normalizeRecoveryCode(typed)).toBe(code);
  });
});
