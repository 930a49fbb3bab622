/**
 * Where what visitors, members and operators write is kept: in PostgreSQL when DATABASE_URL is
 * set, so that several servers share it; else in the SQLite file with the content
 * (docs/operations.md, Written data in PostgreSQL). Checked at start-up.
 */
export interface WrittenDatabase {
  /** postgres://user:password@host:5432/database, or with ?host=/a/socket/folder. */
  url: string;
  /** How many connections each server keeps open to it (DATABASE_POOL_SIZE). */
  poolSize: number;
}

export const DEFAULT_POOL_SIZE = 10;
/** A managed PostgreSQL takes a few hundred connections in all, shared by every server. */
const MAX_POOL_SIZE = 100;

/** The address as a message may show it: never its password. */
export function shownAddress(url: string): string {
  try {
    const { protocol, hostname, port, pathname, searchParams } = new URL(url);
    const host = hostname || searchParams.get('host') || 'localhost';
    return `${protocol}//${host}${port ? `:${port}` : ''}${pathname}`;
  } catch {
    return 'an address that does not parse';
  }
}

function poolSizeOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > MAX_POOL_SIZE) {
    throw new Error(
      `DATABASE_POOL_SIZE must be a whole number from 1 to ${MAX_POOL_SIZE}, not "${value}"`,
    );
  }
  return size;
}

/**
 * DATABASE_URL and DATABASE_POOL_SIZE, or undefined when no DATABASE_URL is set. Refused with a
 * message naming the variable, and never repeating a password: an address that is not
 * PostgreSQL's or names no database, a pool size out of range, a pool size without an address.
 */
export function readWrittenDatabase(
  url: string | undefined,
  poolSize: string | undefined,
): WrittenDatabase | undefined {
  const text = url?.trim() ?? '';
  if (text === '') {
    if (poolSize !== undefined && poolSize.trim() !== '') {
      throw new Error('DATABASE_POOL_SIZE is set, but DATABASE_URL is not: set both, or neither');
    }
    return undefined;
  }
  const refuse = (why: string) =>
    new Error(
      `DATABASE_URL must be a PostgreSQL address such as ` +
        `postgres://user:password@db.example.tw:5432/guide, ${why}`,
    );
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw refuse('and this one does not parse');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw refuse(`not one starting "${parsed.protocol}//"`);
  }
  if (parsed.pathname.length <= 1) throw refuse('naming its database after the last "/"');
  if (!parsed.hostname && !parsed.searchParams.get('host')) {
    throw refuse('naming its host (or ?host= a socket folder)');
  }
  return { url: text, poolSize: poolSizeOf(poolSize) };
}
