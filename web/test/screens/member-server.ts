import { vi } from 'vitest';
import { MEMBER_API_PATHS, type MemberApiPathName } from '@ecg/domain/member-api-paths';
import type { MemberProfile, Passkey, SignedIn } from '@ecg/domain/contracts';
import type { MemberCampaign } from '@ecg/domain/contracts/campaign';
import { MEMBER_KEYS } from '@/lib/members/member-session';
import { STORAGE_KEYS } from '@/lib/storage';
import { json, standIn, type StandIn } from './app-screen';

/*
 * The member calls answered in the server's place (docs/members.md), to the contracts of
 * domain/src/contracts/members.ts, with what each call was sent kept for the test to read; and
 * the browser's passkey prompt, which @simplewebauthn/browser would open, replaced by a fake
 * that a test makes succeed or refuse. The real ceremony is the end-to-end tests' (a virtual
 * authenticator in Chromium).
 */

export const TOKEN = 'member-token-1';
const DAY = 86_400_000;
export const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `ABCD-EFGH-JKMN-PQ${'RSTUVWXYZ2'[index]}${index % 8}`,
);

export const signedIn = (codes = false): SignedIn => ({
  member: { displayName: 'Lin Mei', createdAt: Date.UTC(2026, 10, 1) },
  token: TOKEN,
  expiresAt: Date.now() + 30 * DAY,
  ...(codes ? { recoveryCodes: RECOVERY_CODES } : {}),
});

export const profile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  displayName: 'Lin Mei',
  createdAt: Date.UTC(2026, 10, 1),
  points: { key: 0, coin: 0 },
  passkeys: 1,
  recoveryCodesLeft: 9,
  expiresAt: Date.UTC(2026, 11, 30, 4),
  ...overrides,
});

/** A campaign running through December 2026, two places, one visited on an earlier day. */
export const campaign = (overrides: Partial<NonNullable<MemberCampaign>> = {}): MemberCampaign => ({
  id: 4,
  title: 'Keys of the coast',
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  places: [
    {
      kind: 'attraction',
      id: 11,
      name: 'Sanxiantai',
      latlng: '23.1236,121.4113',
      checkedInToday: false,
      visited: true,
    },
    {
      kind: 'shop',
      id: 22,
      name: 'Chenggong Fish Market',
      latlng: '23.0975,121.3799',
      checkedInToday: false,
      visited: false,
    },
  ],
  coinEarned: false,
  points: { key: 2, coin: 0 },
  ...overrides,
});

export const PHONE: Passkey = {
  id: 7,
  label: 'Pixel 9',
  createdAt: Date.UTC(2026, 10, 1),
  lastUsedAt: Date.UTC(2026, 10, 20),
};

/** The ceremony's options as @simplewebauthn/server makes them, cut to what the contract reads. */
const OPTIONS = { challengeId: 'challenge-1', options: { challenge: 'Y2hhbGxlbmdl' } };

/** What the fake prompt gives: a new passkey, or a passkey's signature. */
export const NEW_PASSKEY = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
};
export const SIGNATURE = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0', authenticatorData: 'SZYN', signature: 'MEUC' },
  clientExtensionResults: {},
};

/** The browser's side, which the test module's vi.mock of @simplewebauthn/browser returns. */
export const browser = {
  supported: true,
  startRegistration: vi.fn((_options: unknown) => Promise.resolve(NEW_PASSKEY)),
  startAuthentication: vi.fn((_options: unknown) => Promise.resolve(SIGNATURE)),
};
export const fakeWebAuthn = () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: (options: unknown) => browser.startRegistration(options),
  startAuthentication: (options: unknown) => browser.startAuthentication(options),
});

/** The browser refuses as it does when the visitor closes its prompt. */
export const refusal = (name: string) => Object.assign(new Error(name), { name });

/** The path's pattern, in any language. */
export const pathOf = (name: MemberApiPathName) =>
  new RegExp(`${MEMBER_API_PATHS[name].replace('/zh-tw/', '/[a-z-]+/')}$`);

export interface SentCall {
  name: MemberApiPathName;
  body: Record<string, unknown>;
}

const ANSWERS: Partial<Record<MemberApiPathName, () => unknown>> = {
  memberRegisterOptions: () => OPTIONS,
  memberSignInOptions: () => OPTIONS,
  memberAddPasskeyOptions: () => OPTIONS,
  memberRecoverOptions: () => OPTIONS,
  memberRegister: () => signedIn(true),
  memberSignIn: () => signedIn(),
  memberRecover: () => signedIn(),
  memberProfile: () => profile(),
  memberPasskeys: () => [PHONE],
  memberAddPasskey: () => [PHONE, { ...PHONE, id: 8, label: 'Laptop', lastUsedAt: null }],
  memberRemovePasskey: () => true,
  memberSignOut: () => true,
  memberSignOutEverywhere: () => true,
  memberDelete: () => true,
  // The member area lists the member's reviews (docs/reviews.md): none unless a test says so.
  memberReviews: () => [],
  memberCampaign: () => null,
};

/**
 * Every member call answered as a server that says yes would, each call's body kept in `sent`.
 * A test answers one call otherwise with `answer(name, …)`, which stands in front of these.
 */
export function memberServer() {
  const sent: SentCall[] = [];
  const kept = (name: MemberApiPathName, answer: StandIn): StandIn => {
    return (url, body) => {
      sent.push({ name, body: body as Record<string, unknown> });
      return answer(url, body);
    };
  };
  for (const [name, data] of Object.entries(ANSWERS) as [MemberApiPathName, () => unknown][]) {
    standIn(
      pathOf(name),
      kept(name, () => json({ success: true, data: data() })),
    );
  }
  // The favourites save: the account held nothing, so the merge is what was sent.
  standIn(
    pathOf('addCollection'),
    kept('addCollection', (_url, body) =>
      json({ success: true, data: JSON.parse((body as { collection: string }).collection) }),
    ),
  );
  return {
    sent,
    bodiesOf: (name: MemberApiPathName) =>
      sent.filter((call) => call.name === name).map((c) => c.body),
    answer: (name: MemberApiPathName, answer: StandIn) => standIn(pathOf(name), kept(name, answer)),
  };
}

/** A member signed in on this phone before the page opened, as a past visit left them. */
export function signInBefore(expiresAt = Date.now() + 30 * DAY): void {
  localStorage.setItem(STORAGE_KEYS.memberToken, TOKEN);
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(expiresAt));
  localStorage.setItem(MEMBER_KEYS.user, JSON.stringify({ isLogin: true, displayName: 'Lin Mei' }));
}

/** The page is served at a name, as a browser needs for passkeys (not app-screen's 127.0.0.1). */
export function servedAtName(): () => void {
  Object.defineProperty(window.location, 'hostname', {
    configurable: true,
    get: () => 'localhost',
  });
  return () => void delete (window.location as unknown as { hostname?: string }).hostname;
}
