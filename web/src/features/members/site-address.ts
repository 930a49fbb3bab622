/**
 * Where passkeys can work (docs/members.md). WebAuthn ties a passkey to the site's name (its
 * relying party id), so a browser refuses it at a numeric address: the README's
 * http://127.0.0.1:8080 works for everything but the member area. The same page at `localhost`
 * does (a secure context, and a name).
 */

/** An IPv4 address, or an IPv6 one (which a URL's host writes in brackets). */
export function isIpAddress(hostname: string): boolean {
  if (hostname.startsWith('[') || hostname.includes(':')) return true;
  const parts = hostname.split('.');
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** The same address with `localhost` for its host: the port, path, query and hash kept. */
export function localhostAddress(href: string): string {
  const url = new URL(href);
  url.hostname = 'localhost';
  return url.href;
}

/**
 * Why this page cannot use passkeys, if it cannot: a numeric address, or a browser without
 * WebAuthn (the in-app browsers of LINE, Facebook, Instagram).
 */
export type PasskeyObstacle = 'ipAddress' | 'unsupported' | undefined;

export function passkeyObstacle(hostname: string, supported: boolean): PasskeyObstacle {
  if (isIpAddress(hostname)) return 'ipAddress';
  return supported ? undefined : 'unsupported';
}
