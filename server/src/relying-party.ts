import { isIP } from 'node:net';

/**
 * The WebAuthn relying party: the site members' passkeys belong to (docs/members.md, The
 * relying party). A passkey is bound to the RP ID for good, so it is read from one setting,
 * PUBLIC_ORIGIN, the address visitors open the app at, and checked at start-up.
 */
export interface RelyingParty {
  /** What a browser puts in clientDataJSON.origin: scheme, host and port, no path. */
  origin: string;
  /** The origin's host name, which each passkey is scoped to. */
  id: string;
  /** Shown by the phone when it asks which passkey to use. */
  name: string;
}

export const RELYING_PARTY_NAME = 'East Coast Guide';

/** WebAuthn needs a secure context; browsers count localhost as one over plain http. */
const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * The relying party of PUBLIC_ORIGIN, or of http://localhost:<port> when unset. Refused with a
 * message naming the variable: anything but an origin (a path, a query, a user), http on a host
 * other than localhost, and an IP address, which WebAuthn refuses as an RP ID.
 */
export function readRelyingParty(value: string | undefined, port: number): RelyingParty {
  const text = value?.trim() || `http://localhost:${port}`;
  const refuse = (why: string, shown = `"${value}"`) =>
    new Error(`PUBLIC_ORIGIN must be the address visitors open the app at, ${why}, not ${shown}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('such as https://guide.example.tw');
  }
  // Never repeated: a password has no place in an origin, and none in a log either.
  if (url.username || url.password) throw refuse('without a user or password', 'one with them');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('an https address');
  if (url.search || url.hash || url.pathname !== '/') {
    throw refuse('without a path, query or fragment (https://guide.example.tw)');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) throw refuse('a host name: passkeys cannot belong to an IP address');
  if (url.protocol === 'http:' && !isLocalhost(host)) {
    throw refuse('over https (plain http only for localhost)');
  }
  return { origin: url.origin, id: host, name: RELYING_PARTY_NAME };
}
