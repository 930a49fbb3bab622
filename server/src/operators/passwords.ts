import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Operators' passwords, hashed with scrypt at OWASP's parameters (Password Storage Cheat
 * Sheet: N=2^17, r=8, p=1) and kept as one self-describing text, `scrypt$N$r$p$salt$hash`
 * (salt and hash in base64), so stronger parameters can come later and old hashes still verify.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;
const SCHEME = 'scrypt';

/** scrypt needs 128·N·r·p bytes; Node refuses more than 32 MiB unless told. */
const maxmemOf = ({ N, r, p }: { N: number; r: number; p: number }) => 256 * N * r * p;

function derive(password: string, salt: Buffer, cost: ScryptOptions & { N: number }) {
  return new Promise<Buffer>((resolve, reject) => {
    const options = { ...cost, maxmem: maxmemOf({ N: cost.N, r: cost.r ?? 8, p: cost.p ?? 1 }) };
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return [SCHEME, COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

interface StoredHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== SCHEME || rest.length > 0 || !salt || !key) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every((value) => Number.isInteger(value) && value > 0)) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Compared in constant time; a stored text that is not ours never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification on nothing, so a sign-in with an unknown email takes as
 * long as one with a wrong password and does not tell which emails exist.
 */
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
