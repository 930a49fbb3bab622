import { describe, expect, it } from 'vitest';
import {
  HINT_SNOOZE_MS,
  LOADING_TIMEOUT_MS,
  isAndroidUserAgent,
  isIosUserAgent,
  isSnoozed,
  shouldShowIosHint,
  shouldShowLocationDeniedHint,
  showReloadLink,
  snoozeUntil,
  unaskedHint,
  type UnaskedHintInput,
} from './hints';

const NOW = 1_790_000_000_000;
const DAY = 86_400_000;

describe('constants', () => {
  it.each([
    ['HINT_SNOOZE_MS', HINT_SNOOZE_MS, 86_400_000],
    ['LOADING_TIMEOUT_MS', LOADING_TIMEOUT_MS, 10_000],
  ] as const)('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('snoozeUntil', () => {
  it.each([
    [0, DAY],
    [NOW, NOW + DAY],
  ] as const)('%d → %d', (now, expected) => {
    expect(snoozeUntil(now)).toBe(expected);
  });

  it('snoozes through the last millisecond of 24 hours and no longer', () => {
    const until = snoozeUntil(NOW);
    expect(isSnoozed(until, NOW + DAY - 1)).toBe(true);
    expect(isSnoozed(until, NOW + DAY)).toBe(false);
  });
});

describe('isSnoozed', () => {
  it.each([
    [NOW + 1, true],
    [NOW, false],
    [NOW - 1, false],
    [String(NOW + 1), true],
    [` ${NOW + 1} `, true],
    [String(NOW), false],
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    ['tomorrow', false],
    ['NaN', false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ] as const)('expiry %j at NOW → %s', (expiry, expected) => {
    expect(isSnoozed(expiry, NOW)).toBe(expected);
  });
});

describe('shouldShowIosHint', () => {
  const base = {
    isIos: true,
    installed: false,
    snoozedUntil: null,
    dismissedForGood: false,
    now: NOW,
  };
  it.each([
    ['on iOS, not installed, never snoozed', {}, true],
    ['not iOS', { isIos: false }, false],
    ['installed', { installed: true }, false],
    ['dismissed for good', { dismissedForGood: true }, false],
    ['snoozed until the next millisecond', { snoozedUntil: NOW + 1 }, false],
    ['snooze ends now', { snoozedUntil: NOW }, true],
    ['snooze ended a millisecond ago', { snoozedUntil: NOW - 1 }, true],
    ['snooze stored as text', { snoozedUntil: String(NOW + DAY) }, false],
    ['garbled snooze', { snoozedUntil: 'x' }, true],
  ] as const)('%s → %s', (_case, change, expected) => {
    expect(shouldShowIosHint({ ...base, ...change })).toBe(expected);
  });
});

describe('shouldShowLocationDeniedHint', () => {
  it.each([
    [null, true],
    [NOW - 1, true],
    [NOW, true],
    [NOW + 1, false],
    [String(NOW + 1), false],
    ['garbled', true],
  ] as const)('snoozedUntil %j → %s', (snoozedUntil, expected) => {
    expect(shouldShowLocationDeniedHint({ snoozedUntil, now: NOW })).toBe(expected);
  });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD_OLD =
  'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPOD =
  'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('isIosUserAgent', () => {
  it.each([
    ['iPhone', IPHONE, 5, 'iPhone', true],
    ['old iPad', IPAD_OLD, 5, 'iPad', true],
    ['iPod', IPOD, 5, 'iPod', true],
    ['iPadOS as Mac with 5 touch points', MAC, 5, 'MacIntel', true],
    ['iPadOS as Mac with 2 touch points', MAC, 2, 'MacIntel', true],
    ['Mac with 1 touch point', MAC, 1, 'MacIntel', false],
    ['Mac without touch', MAC, 0, 'MacIntel', false],
    ['touch but not MacIntel', MAC, 5, 'Win32', false],
    ['Android', ANDROID, 5, 'Linux armv8l', false],
    ['Windows', WINDOWS, 10, 'Win32', false],
  ] as const)('%s → %s', (_case, ua, touchPoints, platform, expected) => {
    expect(isIosUserAgent(ua, touchPoints, platform)).toBe(expected);
  });
});

describe('isAndroidUserAgent', () => {
  it.each([
    [ANDROID, true],
    ['Mozilla/5.0 (Linux; android 9)', true],
    [IPHONE, false],
    [WINDOWS, false],
    ['', false],
  ] as const)('%s → %s', (ua, expected) => {
    expect(isAndroidUserAgent(ua)).toBe(expected);
  });
});

describe('showReloadLink', () => {
  it.each([
    ['installed, loading 10 s', true, NOW - 10_000, true],
    ['installed, loading 10 s less 1 ms', true, NOW - 9_999, false],
    ['installed, loading a minute', true, NOW - 60_000, true],
    ['installed, just started', true, NOW, false],
    ['installed, not loading', true, null, false],
    ['installed, loading unknown', true, undefined, false],
    ['in a browser tab, loading 10 s', false, NOW - 10_000, false],
  ] as const)('%s → %s', (_case, installed, loadingSinceMs, expected) => {
    expect(showReloadLink({ installed, loadingSinceMs, now: NOW })).toBe(expected);
  });
});

describe('unaskedHint: one dialog a visit opens unasked (requirements §2, §4)', () => {
  const calm: UnaskedHintInput = {
    noticesSettled: true,
    warningDue: false,
    warnedThisVisit: false,
    hintShown: undefined,
    locationAnswered: true,
    locationHint: false,
    iosHint: false,
  };
  it.each([
    ['nothing wanted', {}, undefined],
    ['the location hint', { locationHint: true }, 'location'],
    ['the iOS hint', { iosHint: true }, 'ios'],
    ['the location hint before the iOS hint', { locationHint: true, iosHint: true }, 'location'],
    [
      'no hint before the notices are known',
      { noticesSettled: false, locationHint: true },
      undefined,
    ],
    ['no hint while a warning is due', { warningDue: true, locationHint: true }, undefined],
    ['no hint after a warning', { warnedThisVisit: true, locationHint: true }, undefined],
    ['no iOS hint after a warning', { warnedThisVisit: true, iosHint: true }, undefined],
    ['the iOS hint waits for the position', { locationAnswered: false, iosHint: true }, undefined],
    ['the hint on screen stays', { hintShown: 'location', locationHint: true }, 'location'],
    ['the iOS hint on screen stays', { hintShown: 'ios', iosHint: true }, 'ios'],
    ['no location hint after the iOS hint', { hintShown: 'ios', locationHint: true }, undefined],
    ['no iOS hint after the location hint', { hintShown: 'location', iosHint: true }, undefined],
    ['a closed hint leaves nothing', { hintShown: 'location' }, undefined],
  ] as const)('%s', (_case, change: Partial<UnaskedHintInput>, expected) => {
    expect(unaskedHint({ ...calm, ...change })).toBe(expected);
  });
});
