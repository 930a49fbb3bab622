/**
 * A write a visitor sent, by its idempotency key (docs/writes.md): claimed while
 * it runs, then holding the answer it gave, so the same key and body are answered again without
 * doing the write twice. A visitor's table: re-seeding never touches it.
 */
export interface WriteRequestTable {
  /** The call (its API_PATHS name), so one key used on two forms is two writes. */
  route: string;
  /** The idempotency key's SHA-256: the key itself stays with the visitor. */
  key: string;
  /** sha256 of the body as sent, its keys sorted: a key sent again with another body is refused. */
  fingerprint: string;
  /** 'running' while the write is under way, 'done' once its answer is kept. */
  state: 'running' | 'done';
  /** Until when a running write holds its key (epoch ms); after that it was lost with its server. */
  lease_until: number;
  status: number | null;
  /** The answer's JSON, sealed with a key derived from the idempotency key (sealed-answer.ts). */
  answer: string | null;
  created_at: number;
}

/** A client's hits on one limited call in the current window (docs/writes.md, The write path). */
export interface RateLimitHitTable {
  /** The limited call and the client (client-key.ts): `POST/en/opendata/suggest-203.0.113.7`. */
  key: string;
  hits: number;
  /** When the window ends (epoch ms): the next hit after it starts a new one. */
  window_ends_at: number;
}
