import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** The visitor's identity and tokens (requirements §3 client state), initialised from storage. */
export interface ClientIdentity {
  uuid: string;
  token: string | null;
  tokenExpiry: number | null;
  memberToken: string | null;
}

/** A visitor's uuid is made once and kept; tokens are whatever the member service left. */
export function loadClientIdentity(): ClientIdentity {
  let uuid = readStored(STORAGE_KEYS.uuid);
  if (!uuid) {
    uuid = crypto.randomUUID();
    writeStored(STORAGE_KEYS.uuid, uuid);
  }
  const expiry = Number(readStored(STORAGE_KEYS.tokenExpiry));
  return {
    uuid,
    token: readStored(STORAGE_KEYS.token),
    tokenExpiry: Number.isFinite(expiry) && expiry > 0 ? expiry : null,
    memberToken: readStored(STORAGE_KEYS.memberToken),
  };
}
