/**
 * A key no other write of any visitor will have (docs/writes.md, Idempotency-Key): a UUID where
 * the browser makes them (secure contexts), else 18 random bytes in base64url.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}
