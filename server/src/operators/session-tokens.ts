import { createHash, randomBytes } from 'node:crypto';

/**
 * A session's token: 32 random bytes, given to the client once (base64url); the store keeps
 * only its SHA-256, so reading the database opens no session.
 */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** 32 bytes in base64url: anything else is not a token of ours and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Authorization: Bearer <token>` header, if it holds one of ours. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([^\s]+)$/i.exec(header ?? '');
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}
