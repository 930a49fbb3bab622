import { randomUUID } from 'node:crypto';
import type { Store } from '../src/store/core/database';
import { keyDigest } from '../src/store/writes/sealed-answer';
import { writeRequestRepository } from '../src/store/writes/write-request-repository';

/**
 * Stands in for another server that has claimed a fresh key for the same form as the one sent
 * with `sentKey`, and is still saving it: answers that key, which must then meet a 409.
 */
export async function keyStillBeingSaved(
  store: Store,
  route: string,
  sentKey: string,
  now: number,
): Promise<string> {
  const { fingerprint } = await store
    .selectFrom('write_request')
    .select('fingerprint')
    .where('key', '=', keyDigest(sentKey))
    .executeTakeFirstOrThrow();
  const key = randomUUID();
  await writeRequestRepository(store).claim({ route, key }, fingerprint, now);
  return key;
}
