import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A kept answer can hold what was given to the visitor once (a tracking secret, a survey's
 * token, a verification code), so the store keeps neither the idempotency key nor the answer
 * as sent: the key as its SHA-256, the answer sealed (AES-256-GCM) with a key derived from the
 * idempotency key, which only the visitor's device holds. The same key sent again opens it;
 * the database alone, or a copy of it, does not.
 */
export function keyDigest(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

function sealingKey(key: string, route: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, route, 'ecg kept write answer', 32));
}

export function seal(answer: string, key: string, route: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key, route), iv);
  const sealed = Buffer.concat([cipher.update(answer, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function unseal(sealed: string, key: string, route: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key, route), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
