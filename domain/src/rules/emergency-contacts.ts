import { callablePhone } from './phone';

/** A number of the emergency page, and what it is for, both as the page writes them. */
export interface EmergencyContact {
  number: string;
  purpose: string;
}

/**
 * A line that gives a number: the number first (digits, with dashes or spaces between), then a
 * colon, full-width or not, then its purpose: "110：警察（犯罪、交通事故）", "119: fire and ambulance".
 */
const CONTACT_LINE = /^\s*(\+?\d[\d -]*\d)\s*[:：]\s*(\S[\s\S]*?)\s*$/;

/** Taiwan's short special-service numbers (110, 112, 119, 118, 1922…), which no area code precedes. */
const SERVICE_NUMBER = /^1\d{2,3}$/;

/**
 * The contact a line of the emergency page gives, or undefined for a line of advice. The
 * numbers come only from the page we publish: none is ever written into the app.
 */
export function emergencyContactOf(line: string): EmergencyContact | undefined {
  const match = CONTACT_LINE.exec(line);
  const number = match?.[1] ?? '';
  const purpose = match?.[2] ?? '';
  const dialable = SERVICE_NUMBER.test(number) || callablePhone(number) !== '';
  if (!dialable || purpose === '') return undefined;
  return { number, purpose };
}

/**
 * Whether a contact of the page is an emergency line: Taiwan's short special-service numbers
 * (110, 112, 118, 119) are; a full number (the travel hotline, 0800-011-765) is for
 * information, and is offered with customer service instead.
 */
export const isEmergencyLine = (contact: EmergencyContact): boolean =>
  SERVICE_NUMBER.test(contact.number);
