import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret that goes with a visitor's number: 128 random bits, given once in the receipt and
 * kept only as a hash. A fast hash is enough for a random secret of that size: there is no
 * word list to try, and a leaked table gives no way back to the secrets.
 */
export const newSecret = (): string => randomBytes(16).toString('base64url');

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('base64url');

/** Compared in constant time, so the answer's timing says nothing of how close a guess was. */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashSecret(secret));
  const kept = Buffer.from(hash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
