/*
 * A booking's code (requirements §7 reservate, application): given with the booking's number,
 * read aloud at a visitor centre's desk or typed on another phone, so short and readable.
 * The number (B-2611-0042) counts up and is guessed easily: the code is the only secret that
 * shows the booking (the visitor's name, party and time; never the email or phone) and
 * cancels it. 8 characters of 31 give 31^8 ≈ 8.5 × 10^11 codes (39.6 bits); look-ups and
 * cancels are limited per client (docs/writes.md), so trying codes for a
 * number finds one in about 10^10 attempts of one client, far past any use.
 */

/** Letters and digits without those read as others: no 0/O, 1/I/L. */
export const BOOKING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BOOKING_CODE_LENGTH = 8;

/** The largest multiple of the alphabet's size a byte reaches: bytes above it are skipped. */
const UNBIASED_BELOW = 256 - (256 % BOOKING_CODE_ALPHABET.length);

/**
 * A code from random bytes, each byte one character with no character likelier than another
 * (bytes past the last whole round of the alphabet are skipped); undefined when the bytes
 * run out first.
 */
export function bookingCodeOf(bytes: Uint8Array): string | undefined {
  let code = '';
  for (const byte of bytes) {
    if (byte >= UNBIASED_BELOW) continue;
    code += BOOKING_CODE_ALPHABET[byte % BOOKING_CODE_ALPHABET.length];
    if (code.length === BOOKING_CODE_LENGTH) return code;
  }
  return undefined;
}

/** A code as shown and read: ABCD-EFGH. */
export const groupedBookingCode = (code: string): string =>
  `${code.slice(0, BOOKING_CODE_LENGTH / 2)}-${code.slice(BOOKING_CODE_LENGTH / 2)}`;

const CODE = new RegExp(`^[${BOOKING_CODE_ALPHABET}]{${BOOKING_CODE_LENGTH}}$`);

/** A code as typed, in any case, with or without its dash or spaces; undefined if it is none. */
export function readBookingCode(text: string): string | undefined {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  return CODE.test(code) ? code : undefined;
}
