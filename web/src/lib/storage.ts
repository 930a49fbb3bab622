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
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

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
