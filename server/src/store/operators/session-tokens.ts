import { createHash, randomBytes } from 'node:crypto';

/**
 * A session's token: 32 random bytes, given to the client once (base64url); the store keeps
 * only its SHA-256, so reading the database opens no session.
 */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
