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

/** The hints a visit opens without being asked (requirements §2 other dialogs). */
export type UnaskedHint = 'location' | 'ios';

export interface UnaskedHintInput {
  /** This visit's notices have come (or failed): whether a warning pops up is known. */
  noticesSettled: boolean;
  /** A warning is due to pop up, or is on screen. */
  warningDue: boolean;
  /** A warning has popped up during this visit. */
  warnedThisVisit: boolean;
  /** The hint this visit has shown already, if any. */
  hintShown: UnaskedHint | undefined;
  /** The position's first answer has come (allowed, refused or unavailable). */
  locationAnswered: boolean;
  /** The location-denied or outside-the-area hint is wanted. */
  locationHint: boolean;
  /** The iOS add-to-home-screen hint is wanted (shouldShowIosHint). */
  iosHint: boolean;
}

/**
 * The one hint that may open now. A visit opens at most one dialog unasked, never two at once
 * nor one after another: the forced warning first (requirements §4), then, in requirements
 * §2's order, the location hint, then the iOS hint. A hint waits until the notices are known
 * and yields to a warning; after a warning, or after another hint, it waits for a later visit
 * (its snooze is not written, so it comes then). The iOS hint waits for the position's answer,
 * which may call for the location hint instead.
 */
export function unaskedHint(input: UnaskedHintInput): UnaskedHint | undefined {
  if (!input.noticesSettled || input.warningDue || input.warnedThisVisit) return undefined;
  const wanted: UnaskedHint | undefined = input.locationHint
    ? 'location'
    : input.iosHint && input.locationAnswered
      ? 'ios'
      : undefined;
  return input.hintShown === undefined || input.hintShown === wanted ? wanted : undefined;
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
