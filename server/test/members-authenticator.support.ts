import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software authenticator for the members' tests: what a phone's passkey provider does, without
 * a browser. ES256 keys from node:crypto; authenticator data, a "none" attestation in CBOR and
 * assertion signatures as WebAuthn Level 3 lays them out, so @simplewebauthn/server checks them
 * as it checks a phone's. Each answer can be bent (no user verification, another origin) to see
 * the server refuse it.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** A CBOR item's head: its major type and its argument (RFC 8949 §3). */
function head(major: number, argument: number): Buffer {
  if (argument < 24) return Buffer.from([(major << 5) | argument]);
  if (argument < 0x100) return Buffer.from([(major << 5) | 24, argument]);
  if (argument < 0x10000) {
    const bytes = Buffer.from([(major << 5) | 25, 0, 0]);
    bytes.writeUInt16BE(argument, 1);
    return bytes;
  }
  const bytes = Buffer.from([(major << 5) | 26, 0, 0, 0, 0]);
  bytes.writeUInt32BE(argument, 1);
  return bytes;
}

/** The few CBOR items WebAuthn's structures use: integers, texts, byte strings and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const uint32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

/** Authenticator data flags (WebAuthn §6.1). */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/** One passkey the authenticator holds. */
export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  /** The user.id it was made for, base64url: what a sign-in answers as userHandle. */
  userHandle: string;
  counter: number;
}

/** How to bend an answer: the phone's lock skipped, another site, another ceremony's type. */
export interface Bend {
  userVerified?: boolean;
  origin?: string;
  type?: string;
  /** A sign-in's userHandle: the passkey's own unless given (null: none sent). */
  userHandle?: string | null;
  /** A registration's credential id: a new one unless given (the same passkey offered twice). */
  credentialId?: Buffer;
}

interface CreationOptions {
  challenge: string;
  user: { id: string };
}

export function softAuthenticator(origin: string, rpId = new URL(origin).hostname) {
  const passkeys: SoftPasskey[] = [];
  const clientData = (type: string, challenge: string, bend: Bend) =>
    Buffer.from(
      JSON.stringify({ type, challenge, origin: bend.origin ?? origin, crossOrigin: false }),
    );
  const flags = (bend: Bend) => USER_PRESENT | (bend.userVerified === false ? 0 : USER_VERIFIED);

  return {
    passkeys,

    /** navigator.credentials.create(): a new ES256 passkey, attested "none". */
    register(options: CreationOptions, bend: Bend = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const credentialId = bend.credentialId ?? randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(bend) | ATTESTED_CREDENTIAL]),
        uint32(0),
        Buffer.alloc(16), // AAGUID: none, as an unattested passkey says
        idLength,
        credentialId,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      passkeys.push({ credentialId, privateKey, userHandle: options.user.id, counter: 0 });
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(
            clientData(bend.type ?? 'webauthn.create', options.challenge, bend),
          ),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** navigator.credentials.get() with no allowCredentials: the passkey the member picks. */
    assert(options: { challenge: string }, passkey = passkeys.at(-1), bend: Bend = {}) {
      if (passkey === undefined) throw new Error('this authenticator holds no passkey');
      passkey.counter += 1;
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(bend)]),
        uint32(passkey.counter),
      ]);
      const data = clientData(bend.type ?? 'webauthn.get', options.challenge, bend);
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(data)]),
        passkey.privateKey,
      );
      const userHandle = bend.userHandle === undefined ? passkey.userHandle : bend.userHandle;
      return {
        id: b64url(passkey.credentialId),
        rawId: b64url(passkey.credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          ...(userHandle === null ? {} : { userHandle }),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
