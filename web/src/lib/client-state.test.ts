import { beforeEach, describe, expect, it } from 'vitest';
import { loadClientIdentity } from './client-state';
import { STORAGE_KEYS } from './storage';

beforeEach(() => window.localStorage.clear());

describe('loadClientIdentity', () => {
  it('makes a uuid once and keeps it', () => {
    const first = loadClientIdentity();
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(loadClientIdentity().uuid).toBe(first.uuid);
    expect(first).toMatchObject({ token: null, tokenExpiry: null, memberToken: null });
  });

  it('reads the tokens and the expiry from storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 't');
    window.localStorage.setItem(STORAGE_KEYS.tokenExpiry, '1800000000000');
    window.localStorage.setItem(STORAGE_KEYS.memberToken, 'm');
    expect(loadClientIdentity()).toMatchObject({
      token: 't',
      tokenExpiry: 1_800_000_000_000,
      memberToken: 'm',
    });
  });
});
