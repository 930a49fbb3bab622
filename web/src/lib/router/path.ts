/** An address inside the app: what follows `#` in the hash router. */
export interface Path {
  pathname: string;
  /** With its `?`, or empty. */
  search: string;
  /** With its `#`, or empty. */
  hash: string;
}

/** An entry of the history: its address, the state the app gave it and a key of its own. */
export interface Location extends Path {
  state: unknown;
  /** Unique to the entry ('default' for the first one the app did not push). */
  key: string;
}

/** Where a link or a move leads: an address, or the parts of one (a missing path stays here). */
export type To = string | Partial<Path>;

/** How the current entry was reached. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const fragment = hash === '' || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`;
  return `${pathname}${query}${fragment}`;
}

export function parsePath(address: string): Partial<Path> {
  const path: Partial<Path> = {};
  let rest = address;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    path.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    path.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest !== '') path.pathname = rest;
  return path;
}

/**
 * The address `to` leads to from the path `from`: a `to` without a path (`?tab=2`,
 * `{ search }`, '') stays on it. Paths are absolute: the app writes no other (relative
 * ones, and the route-relative resolution of react-router, are left out).
 */
export function resolveTo(to: To, from: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const { pathname } = parts;
  return {
    pathname: pathname === undefined || pathname === '' ? from : pathname,
    search: createPath({ pathname: '', search: parts.search ?? '' }),
    hash: createPath({ pathname: '', hash: parts.hash ?? '' }),
  };
}
