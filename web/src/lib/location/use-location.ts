import { useEffect, useState } from 'react';
import type { LatLng } from '@ecg/domain/rules/distance';
import { shouldShowLocationDeniedHint, snoozeUntil } from '@ecg/domain/rules/hints';
import { isInManagedArea } from '@ecg/domain/rules/managed-area';
import { DEFAULT_LOCATION } from '@ecg/domain/rules/directions';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';

export type LocationStatus = 'asking' | 'allowed' | 'denied' | 'unavailable';

export interface LocationState {
  /** The visitor's position, or the default one (requirements §9) when it is not known. */
  position: LatLng;
  status: LocationStatus;
  /** Show the denial hint: denied, and not snoozed within 24 hours. */
  deniedHint: boolean;
  /** The visitor is known to be outside the area this guide covers. */
  outsideArea: boolean;
  snoozeDeniedHint: (forADay: boolean) => void;
  dismissOutside: () => void;
}

const storedPosition = (): LatLng | undefined => {
  try {
    const value = JSON.parse(readStored(STORAGE_KEYS.position) ?? 'null') as LatLng | null;
    return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Asks for the position once per visit. On success it keeps the position and the allowed
 * flag; on denial it uses the default position and shows the denial hint unless snoozed.
 */
export function useVisitorLocation(): LocationState {
  const [position, setPosition] = useState<LatLng>(() => storedPosition() ?? DEFAULT_LOCATION);
  const [status, setStatus] = useState<LocationStatus>(() =>
    'geolocation' in navigator ? 'asking' : 'unavailable',
  );
  // Decided when the answer comes: denied, and the hint not snoozed at that moment.
  const [hintWanted, setHintWanted] = useState(false);
  const [outsideClosed, setOutsideClosed] = useState(false);

  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const here = { lat: coords.latitude, lng: coords.longitude };
        writeStored(STORAGE_KEYS.position, JSON.stringify(here));
        writeStored(STORAGE_KEYS.geolocationAllowed, 'true');
        setPosition(here);
        setStatus('allowed');
      },
      (error) => {
        writeStored(STORAGE_KEYS.geolocationAllowed, 'false');
        setPosition(DEFAULT_LOCATION);
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
        setHintWanted(
          shouldShowLocationDeniedHint({
            snoozedUntil: readStored(STORAGE_KEYS.locationHintSnoozedUntil),
            now: Date.now(),
          }),
        );
      },
      { maximumAge: 5 * 60_000, timeout: 20_000 },
    );
  }, []);

  return {
    position,
    status,
    deniedHint: hintWanted,
    outsideArea: status === 'allowed' && !outsideClosed && !isInManagedArea(position),
    snoozeDeniedHint: (forADay) => {
      if (forADay)
        writeStored(STORAGE_KEYS.locationHintSnoozedUntil, String(snoozeUntil(Date.now())));
      setHintWanted(false);
    },
    dismissOutside: () => setOutsideClosed(true),
  };
}
