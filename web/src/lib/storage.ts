/**
 * What the app keeps in the browser (requirements §3 client state): one key each, read and written
 * through here so a browser that refuses storage (private mode) costs a feature, not the app.
 */
export const STORAGE_KEYS = {
  uiLang: 'ecg.uiLang',
  readNotices: 'ecg.notices.read',
  geolocationAllowed: 'ecg.geolocation.allowed',
  position: 'ecg.geolocation.position',
  locationHintSnoozedUntil: 'ecg.hint.location.until',
  iosHintSnoozedUntil: 'ecg.hint.ios.until',
  iosHintNever: 'ecg.hint.ios.never',
  uuid: 'ecg.uuid',
  token: 'ecg.token',
  tokenExpiry: 'ecg.token.expiry',
  memberToken: 'ecg.member.token',
  analyticsPaused: 'ecg.analytics.paused',
  staticPageBack: 'ecg.back.static',
  savedPages: 'ecg.saved.pages',
  surveyDrafts: 'ecg.survey.drafts',
} as const;
/**
 * Keys that only code loaded later reads and writes (lib/members/member-session.ts): named here
 * as types, so every key is listed in this one file, and written out there, so their texts do
 * not weigh on the first screen's script (docs/performance.md). User info with isLogin and the
 * member's name; the member signed out without asking (said once on the member page); and the
 * favourites save's loading flag (requirements §4 Favourite toggle), up until a save succeeds.
 * The bus stop last looked at (features/transport/buses/chosen-stop.ts), for the Transport
 * page's last bus back.
 */
export type LaterStorageKey =
  'ecg.member.user' | 'ecg.member.ended' | 'ecg.favourites.saving' | 'ecg.buses.stop';
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | LaterStorageKey;

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this visit only.
  }
}
