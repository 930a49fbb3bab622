import { isIosUserAgent, shouldShowIosHint } from '@ecg/domain/rules/hints';
import { isInstalled } from '@/lib/device';
import { readStored, STORAGE_KEYS } from '@/lib/storage';

/**
 * Whether this visit owes the iOS add-to-home-screen hint: iOS has no install prompt, so it
 * is explained there, unless snoozed or dismissed for good. The hint itself loads when due.
 */
export function wantsIosHint(): boolean {
  // Rendered ahead on the server, no device is known; the hint waits for the notices anyway.
  if (typeof window === 'undefined') return false;
  return shouldShowIosHint({
    isIos: isIosUserAgent(navigator.userAgent, navigator.maxTouchPoints, navigator.platform),
    installed: isInstalled(),
    snoozedUntil: readStored(STORAGE_KEYS.iosHintSnoozedUntil),
    dismissedForGood: readStored(STORAGE_KEYS.iosHintNever) === 'true',
    now: Date.now(),
  });
}
