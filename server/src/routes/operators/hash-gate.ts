/**
 * How many password hashes run at once (docs/architecture.md, Operator console). scrypt at our
 * cost takes 128 MiB and a thread of libuv's pool, the pool that also reads the app's files:
 * unbounded, 40 sign-ins at once held every thread for seconds and the server's memory past
 * 700 MB. Two run at once (two of the pool's four threads stay for files), a few wait their
 * turn, and any more are refused with a 429 at once.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 8;
/** What a refused sign-in is told to wait: about the time the queue takes to drain. */
export const HASH_RETRY_AFTER_SECONDS = 2;

/** A place in the gate, held from admission to the end of its hash (or its release). */
export interface HashTicket {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back without hashing (the try was refused before its turn). */
  release(): void;
}

export interface HashGate {
  /** A place if one is free, running or queued; undefined when the queue is full. */
  tryEnter(): HashTicket | undefined;
  /** For tests and the bench: hashes running, waiting, the most at once, started and ended in all. */
  readonly stats: {
    running: number;
    waiting: number;
    peak: number;
    started: number;
    finished: number;
  };
}

export function hashGate(concurrency = HASH_CONCURRENCY, queue = HASH_QUEUE): HashGate {
  let held = 0;
  const waiters: Array<() => void> = [];
  const stats = { running: 0, waiting: 0, peak: 0, started: 0, finished: 0 };

  const acquire = (): Promise<void> => {
    if (stats.running < concurrency) {
      stats.running += 1;
      stats.peak = Math.max(stats.peak, stats.running);
      return Promise.resolve();
    }
    stats.waiting += 1;
    // The slot is handed over by the one that frees it (running stays as it is), so no newcomer
    // can take it in between.
    return new Promise((resolve) => waiters.push(resolve));
  };
  const releaseSlot = () => {
    const next = waiters.shift();
    if (next) {
      stats.waiting -= 1;
      next();
    } else stats.running -= 1;
  };

  return {
    stats,
    tryEnter() {
      if (held >= concurrency + queue) return undefined;
      held += 1;
      let done = false;
      const leave = () => {
        if (!done) held -= 1;
        done = true;
      };
      return {
        async run(work) {
          await acquire();
          stats.started += 1;
          try {
            return await work();
          } finally {
            stats.finished += 1;
            releaseSlot();
            leave();
          }
        },
        release: leave,
      };
    },
  };
}
