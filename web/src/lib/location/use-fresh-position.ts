import { useEffect, useState } from 'react';
import type { PositionFix } from '@ecg/domain/rules/sos-message';
import type { LocationStatus } from './use-location';

export type FreshPosition =
  | { status: 'asking' }
  | { status: 'allowed'; fix: PositionFix }
  | { status: Extract<LocationStatus, 'denied' | 'unavailable'> };

/**
 * Asks the phone where it is now, as exactly as it can, once for each `attempt` (the visit's
 * position, kept up to five minutes, is good enough for a nearby list but not for help to
 * find someone). It answers in the statuses of the visit's location (use-location.ts).
 */
export function useFreshPosition(attempt: number): FreshPosition {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [answer, setAnswer] = useState<{ attempt: number; position: FreshPosition }>();

  useEffect(() => {
    if (!supported) return undefined;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!current) return;
        const fix = { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy };
        setAnswer({ attempt, position: { status: 'allowed', fix } });
      },
      (error) => {
        if (!current) return;
        const status = error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable';
        setAnswer({ attempt, position: { status } });
      },
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 },
    );
    return () => {
      current = false;
    };
  }, [attempt, supported]);

  if (!supported) return { status: 'unavailable' };
  return answer?.attempt === attempt ? answer.position : { status: 'asking' };
}
