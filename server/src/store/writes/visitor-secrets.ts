import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from '@ecg/domain/contracts';

/*
 * The secrets a visitor is given with what they sent (a report's or a booking's secret, a
 * survey's form token, a suggestion's verification code): made from the system's random source,
 * handed out once, and kept only as a hash, so a copy of the database opens nothing.
 */

/** 128 random bits, base64url: 22 characters. */
export const newSecret = (): string => randomBytes(16).toString('base64url');

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
 * sha256, base64url. A fast hash is enough for a random secret of 60 bits and more: there is no
 * word list to try, and what a secret protects is the row that holds its hash.
 */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');

/** Compared in constant time, so the answer's timing says nothing of how close a guess was. */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashSecret(secret));
  const kept = Buffer.from(hash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
