/**
 * The location-denied hint and the iOS add-to-home-screen hint can be snoozed for 24 hours
 * by a checkbox (requirements §4). The expiry lives in browser storage as epoch ms; the caller
 * reads and writes it and passes it in, so these rules stay free of storage and clocks.
 */
export const HINT_SNOOZE_MS = 86_400_000;

/** In installed mode a reload link appears after 10 s of continuous loading (requirements §4, §9). */
export const LOADING_TIMEOUT_MS = 10_000;

/** The expiry to store when the user ticks "don't show for 24 hours". */
export function snoozeUntil(now: number): number {
  return now + HINT_SNOOZE_MS;
}

/** A stored expiry as a number, or undefined when missing or garbled. */
function storedExpiryOf(expiry: number | string | null | undefined): number | undefined {
  if (typeof expiry === 'string')
    return expiry.trim() === '' ? undefined : storedExpiryOf(Number(expiry));
  return typeof expiry === 'number' && Number.isFinite(expiry) ? expiry : undefined;
}

/**
 * True while `now` is before the stored expiry. A missing or garbled value means not
 * snoozed: showing a hint once too often is better than hiding it for good.
 */
export function isSnoozed(expiry: number | string | null | undefined, now: number): boolean {
  const until = storedExpiryOf(expiry);
  return until !== undefined && now < until;
}

export interface IosHintInput {
  isIos: boolean;
  /** Running as an installed PWA (standalone display mode). */
  installed: boolean;
  snoozedUntil: number | string | null | undefined;
  /** The user chose never to see the install instruction again. */
  dismissedForGood: boolean;
  now: number;
}

/** Only iOS lacks an install prompt, so only there do we explain "Add to Home Screen". */
export function shouldShowIosHint(input: IosHintInput): boolean {
  return (
    input.isIos &&
    !input.installed &&
    !input.dismissedForGood &&
    !isSnoozed(input.snoozedUntil, input.now)
  );
}

/** Asked after location permission was denied: show the hint unless it is snoozed. */
export function shouldShowLocationDeniedHint(input: {
  snoozedUntil: number | string | null | undefined;
  now: number;
}): boolean {
  return !isSnoozed(input.snoozedUntil, input.now);
}

/**
 * iPadOS 13+ reports a desktop Mac user agent and platform `MacIntel`; a Mac with more
 * than one touch point is such an iPad (real Macs report 0 or 1).
 */
export function isIosUserAgent(
  userAgent: string,
  maxTouchPoints: number,
  platform: string,
): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return platform === 'MacIntel' && maxTouchPoints > 1;
}

/** Android devices get a page class of their own (requirements §2 shell). */
export function isAndroidUserAgent(userAgent: string): boolean {
  return /Android/i.test(userAgent);
}

export interface ReloadLinkInput {
  installed: boolean;
  /** When the current continuous loading began, or null when nothing is loading. */
  loadingSinceMs: number | null | undefined;
  now: number;
}

/** In a browser tab the user can reload themselves; the installed app has no reload button. */
export function showReloadLink(input: ReloadLinkInput): boolean {
  const { installed, loadingSinceMs, now } = input;
  if (!installed || loadingSinceMs === null || loadingSinceMs === undefined) return false;
  return now - loadingSinceMs >= LOADING_TIMEOUT_MS;
}
