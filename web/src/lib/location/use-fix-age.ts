import { useEffect, useState } from 'react';
import { positionAge, type FixAge } from '@ecg/domain/rules/position-fix';

/** The age changes by the minute; a half-minute tick says it within half a minute. */
const AGE_TICK_MS = 30_000;

/** How old the visitor's fix is, once old enough to say (domain rules/position-fix.ts). */
export function useFixAge(fixedAt: number | undefined): FixAge | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (fixedAt === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, [fixedAt]);
  return positionAge(fixedAt, now);
}
