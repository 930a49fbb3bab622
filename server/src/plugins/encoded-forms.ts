import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings a kept answer holds besides its plain bytes, most preferred first. */
export const KEPT_ENCODINGS = ['br', 'gzip'] as const;
export type KeptEncoding = (typeof KEPT_ENCODINGS)[number];
export type Representation = KeptEncoding | 'identity';

/** An answer's bytes in each form it is sent in; only the plain ones when it is small. */
export type EncodedForms = { identity: Buffer } & Partial<Record<KeptEncoding, Buffer>>;

/**
 * Below this an answer is sent plain: a few hundred bytes fit in the first packets whatever the
 * encoding, the threshold @fastify/compress applies to the answers it compresses.
 */
export const ENCODE_FROM_BYTES = 1024;

/**
 * Brotli's quality 6, not 11: a kept answer is encoded once, but an answer is kept on its second
 * request, so anyone asking a new search twice makes us encode it; 11 costs ten to twenty times
 * as much for a fifth fewer bytes (docs/performance.md, Encoded answers).
 */
const BROTLI_QUALITY = 6;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The answer's forms, encoded off the event loop (zlib's thread pool). */
export async function encodeForms(plain: Buffer): Promise<EncodedForms> {
  if (plain.length < ENCODE_FROM_BYTES) return { identity: plain };
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(plain, { level: 9 }),
  ]);
  return { identity: plain, br, gzip: gz };
}

/** The bytes all forms take together, counted against the answer cache's bound. */
export const formsBytes = (forms: EncodedForms): number =>
  forms.identity.length + (forms.br?.length ?? 0) + (forms.gzip?.length ?? 0);

/** A coding's weight in an Accept-Encoding: its own, else that of `*`, else undefined. */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // x-gzip is gzip (RFC 9110 section 8.4.1.3); a weight that is no number counts as refused.
    found.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  return found;
}

/**
 * The form to send for an Accept-Encoding (RFC 9110 section 12.5.3): the highest weight wins,
 * br before gzip before identity at equal weight; a coding not named takes the weight of `*`;
 * identity is acceptable unless refused by `identity;q=0` or `*;q=0`. No header, or nothing
 * acceptable: the plain bytes, which every client reads.
 */
export function representationFor(header: string | undefined): Representation {
  if (header === undefined || header.trim() === '') return 'identity';
  const named = weights(header);
  const star = named.get('*');
  const weightOf = (coding: Representation) =>
    named.get(coding) ?? star ?? (coding === 'identity' ? 1 : 0);
  let best: Representation = 'identity';
  let bestWeight = 0;
  for (const coding of [...KEPT_ENCODINGS, 'identity'] as const) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Browsers send a handful of headers; each is read once. Bounded: a client may send anything. */
const chosen = new Map<string, Representation>();
const CHOSEN_MAX = 256;
const CHOSEN_HEADER_MAX = 256;

export function cachedRepresentationFor(header: string | undefined): Representation {
  if (header === undefined) return 'identity';
  if (header.length > CHOSEN_HEADER_MAX) return representationFor(header);
  let representation = chosen.get(header);
  if (representation === undefined) {
    representation = representationFor(header);
    if (chosen.size >= CHOSEN_MAX) chosen.clear();
    chosen.set(header, representation);
  }
  return representation;
}

/** The form to send: the one chosen if the answer has it, else its plain bytes. */
export function formFor(
  forms: EncodedForms,
  header: string | undefined,
): { encoding: Representation; bytes: Buffer } {
  const encoding = cachedRepresentationFor(header);
  const bytes = encoding === 'identity' ? undefined : forms[encoding];
  return bytes ? { encoding, bytes } : { encoding: 'identity', bytes: forms.identity };
}

/** An answer kept in its forms, with what its headers say of it. */
export interface KeptForms {
  forms: EncodedForms;
  etag: string;
  contentType: string;
}

/**
 * Sets a kept answer's headers for the form the request asks for and gives its bytes; the
 * compression plugin leaves an answer that says its Content-Encoding. The plain form may still
 * be compressed by it for a client that takes neither br nor gzip (deflate only).
 */
export function formToSend(request: FastifyRequest, reply: FastifyReply, kept: KeptForms): Buffer {
  const { encoding, bytes } = formFor(kept.forms, request.headers['accept-encoding']);
  reply.header('etag', kept.etag).header('content-type', kept.contentType);
  if (kept.forms.br) reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return bytes;
}
