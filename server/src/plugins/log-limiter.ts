export interface LogLimiterOptions {
  /** How many lines may be written in a minute. */
  perMinute: number;
  now?: () => number;
}

export interface LogLimiter {
  /** Whether one more line may be written now; counts it if not. */
  allow(): boolean;
  /** How many lines were held back since the last one written, then starts counting again. */
  suppressed(): number;
}

const MINUTE_MS = 60_000;

/**
 * A fixed-window limit on log lines. The first line after a quiet spell says how many were
 * held back, so the log still tells how often a failure happened.
 */
export function logLimiter({ perMinute, now = Date.now }: LogLimiterOptions): LogLimiter {
  let windowStart = -Infinity;
  let written = 0;
  let held = 0;
  return {
    allow() {
      const at = now();
      if (at - windowStart >= MINUTE_MS) {
        windowStart = at;
        written = 0;
      }
      if (written >= perMinute) {
        held++;
        return false;
      }
      written++;
      return true;
    },
    suppressed() {
      const count = held;
      held = 0;
      return count;
    },
  };
}
