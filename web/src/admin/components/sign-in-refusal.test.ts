import { SIGN_IN_BUSY_REASON, SIGN_IN_LOCKED_REASON } from '@ecg/domain/rules/operator-access';
import { describe, expect, it } from 'vitest';
import { signInRefusal } from './sign-in-refusal';

describe('signInRefusal', () => {
  it.each([
    [401, undefined, undefined, { key: 'signIn.wrong' }],
    [429, SIGN_IN_LOCKED_REASON, 900, { key: 'signIn.locked', count: 15 }],
    [429, SIGN_IN_LOCKED_REASON, 61, { key: 'signIn.locked', count: 2 }],
    [429, SIGN_IN_LOCKED_REASON, undefined, { key: 'signIn.locked', count: 15 }],
    [429, SIGN_IN_BUSY_REASON, 2, { key: 'signIn.busyServer' }],
    [429, undefined, 540, { key: 'signIn.limited', count: 9 }],
    [429, undefined, 5, { key: 'signIn.limited', count: 1 }],
    [500, undefined, undefined, { key: 'errors.failed' }],
    [0, undefined, undefined, { key: 'errors.failed' }],
  ])('%i %s after %s s → %j', (status, reason, retryAfter, refusal) => {
    expect(signInRefusal(status, reason, retryAfter)).toEqual(refusal);
  });
});
