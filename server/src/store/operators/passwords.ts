import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: N (CPU and memory), r (block size) and p (parallelism). */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * Operators' passwords, hashed with scrypt at OWASP's parameters (Password Storage Cheat
 * Sheet: N=2^17, r=8, p=1) and kept as one self-describing text, `scrypt$N$r$p$salt$hash`
 * (salt and hash in base64), so stronger parameters can come later and old hashes still verify.
 * Only tests pass a lower cost, in code: nothing a deployment sets can lower it.
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_BYTES = 64;
const SALT_BYTES = 16;
const SCHEME = 'scrypt';

/** scrypt needs 128·N·r·p bytes; Node refuses more than 32 MiB unless told. */
const maxmemOf = ({ N, r, p }: ScryptCost) => 256 * N * r * p;

function derive(password: string, salt: Buffer, cost: ScryptOptions & { N: number }) {
  return new Promise<Buffer>((resolve, reject) => {
    const options = { ...cost, maxmem: maxmemOf({ N: cost.N, r: cost.r ?? 8, p: cost.p ?? 1 }) };
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  cost: ScryptCost = PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [SCHEME, cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

interface StoredHash {
  cost: ScryptCost;
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

/** One decoy hash per cost, made once. */
const decoys = new Map<string, Promise<string>>();

/**
 * Spends the time of one verification on nothing, so a sign-in with an unknown email takes as
 * long as one with a wrong password (hashed at `cost`) and does not tell which emails exist.
 */
export async function verifyNothing(
  password: string,
  cost: ScryptCost = PASSWORD_COST,
): Promise<false> {
  const costKey = [cost.N, cost.r, cost.p].join('$');
  let decoy = decoys.get(costKey);
  if (decoy === undefined) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(costKey, decoy);
  }
  await verifyPassword(password, await decoy);
  return false;
}
