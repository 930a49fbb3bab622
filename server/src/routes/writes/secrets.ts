import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from '@ecg/domain/contracts';

/**
 * The secrets a visitor is given (a survey's form token, a suggestion's verification code): made
 * from the system's random source, handed out once, and kept only as a hash.
 */

/** 128 random bits, base64url: 22 characters. */
export const newFormToken = (): string => randomBytes(16).toString('base64url');

/**
 * A verification code of Crockford's base32: each byte's low five bits pick one of the 32
 * characters, so every character is equally likely.
 */
export function newVerificationCode(): string {
  return [...randomBytes(VERIFICATION_CODE_LENGTH)]
    .map((byte) => VERIFICATION_CODE_ALPHABET[byte & 31])
    .join('');
}

/**
 * sha256, base64url. Enough for secrets of 60 bits and more: what a secret protects is the row
 * that holds its hash, so reading the table gains nothing a guess of the secret would.
 */
export const hashOfSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');

/** Compares two hashes in a time that does not tell how much of them matched. */
export function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
