import { memberPath } from '@ecg/domain/routes';
import type { ContentLang } from '@ecg/domain/rules/language';

/** The member page's parameter naming the page a sign-in returns to. */
export const RETURN_PARAM = 'return';

/**
 * The member page, to sign in and come back to `back` (an in-app path with its query): the tour
 * adaptation dialog sends a visitor signed out there first (docs/members.md Trips).
 */
export const signInPath = (lang: ContentLang, back: string): string =>
  `${memberPath(lang)}?${new URLSearchParams([[RETURN_PARAM, back]]).toString()}`;

/**
 * The page a sign-in returns to, from the member page's `return` parameter (the tour's
 * adaptation dialog sends the visitor here to sign in first, docs/members.md Trips). Only a
 * path of this app is followed: one starting with a single "/", so no other site, no
 * protocol-relative "//host" and no backslash trick can be slipped in through a shared link.
 * The router then keeps it inside the app's hash routes.
 */
export function returnPath(value: string | null): string | undefined {
  if (value === null || value.length > 500) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (/[\\\s]/.test(value) || value.includes(':')) return undefined;
  return value;
}
