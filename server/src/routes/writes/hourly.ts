/**
 * Runs `task` at most once an hour, on the first call after the hour has passed: the erasing of
 * contacts kept past their promised time rides on the writes, with no timer of its own.
 */
export function hourly(task: (now: number) => Promise<unknown>): (now: number) => Promise<void> {
  let ranAt = Number.NEGATIVE_INFINITY;
  return async (now) => {
    if (now - ranAt < 3_600_000) return;
    ranAt = now;
    await task(now);
  };
}
