import { emergencyContactOf, type EmergencyContact } from '@ecg/domain/rules/emergency-contacts';
import type { StaticPageRef } from '@/lib/api/static-pages';

/** The emergency contacts page we publish (static=emergency&type=static). */
export const EMERGENCY_PAGE: StaticPageRef = { name: 'emergency', type: 'static' };

/** The visitor centres page (static=visitor-centers&type=travel). */
export const VISITOR_CENTRES_PAGE: StaticPageRef = { name: 'visitor-centers', type: 'travel' };

/**
 * The numbers the emergency page lists, in its order: each list item that opens with a number
 * (the domain's rule). The app holds no number of its own, so it can never show a wrong one.
 */
export function contactsOfPage(html: string): EmergencyContact[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.querySelectorAll('li')].flatMap((item) => {
    const contact = emergencyContactOf(item.textContent ?? '');
    return contact ? [contact] : [];
  });
}
