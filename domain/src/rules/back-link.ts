/**
 * Where an overlay's back link goes (requirements §2). Both stored URLs are read from browser
 * storage by the caller and passed in.
 */
import {
  type OverlayKind,
  attractionsListPath,
  couponsListPath,
  eventsListPath,
  guidePath,
  homePath,
  toursListPath,
} from '../routes';
import type { ContentLang } from './language';

/** The list each overlay falls back to; shops, lodging and static pages have none but home. */
const LIST_OF_OVERLAY: Record<OverlayKind, (lang: ContentLang) => string> = {
  attraction: attractionsListPath,
  tour: (lang) => toursListPath(lang),
  coupon: couponsListPath,
  event: eventsListPath,
  guide: guidePath,
  shop: homePath,
  accommodation: homePath,
  static: homePath,
};

/** The list an overlay falls back to, which is also the page a shared link opens it over. */
export function overlayListPath(kind: OverlayKind, lang: ContentLang): string {
  return LIST_OF_OVERLAY[kind](lang);
}

/**
 * Only router paths of this app are followed. A stale or foreign value (a full URL,
 * `//host`, empty text) is skipped, so the back link can never leave the app.
 */
function isAppPath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}

export interface BackLinkInput {
  lang: ContentLang;
  overlay: OverlayKind;
  /** The back URL saved in client state when the overlay was opened. */
  savedBackUrl?: string | null;
  /** A static-page URL stored in the browser: the user came from that page. */
  storedStaticUrl?: string | null;
}

/** A stored static-page URL wins, then the saved back URL, then the overlay's list. */
export function backLink(input: BackLinkInput): string {
  if (isAppPath(input.storedStaticUrl)) return input.storedStaticUrl;
  if (isAppPath(input.savedBackUrl)) return input.savedBackUrl;
  return overlayListPath(input.overlay, input.lang);
}

export interface BackStepInput extends BackLinkInput {
  /**
   * How many history entries back the saved back URL lies, when this visit came from it by
   * following links (0 or absent: unknown, as after a shared link or a reload).
   */
  stepsToSaved?: number;
}

/**
 * How the back link reaches its target: by going back in history when that is where history
 * leads (the visitor came from there), so the browser's own Back afterwards does not reopen
 * the overlay; otherwise (a shared link, or a stored static page elsewhere) by replacing the
 * overlay's entry with the target. `historySteps` 0 means replace.
 */
export function backStep(input: BackStepInput): { to: string; historySteps: number } {
  const to = backLink(input);
  const steps = input.stepsToSaved ?? 0;
  return { to, historySteps: to === input.savedBackUrl && steps > 0 ? steps : 0 };
}
