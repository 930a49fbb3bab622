import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LatLng } from '@ecg/domain/rules/distance';
import { shouldShowLocationDeniedHint, snoozeUntil } from '@ecg/domain/rules/hints';
import { isInManagedArea } from '@ecg/domain/rules/managed-area';
import { DEFAULT_LOCATION } from '@ecg/domain/rules/directions';
import { fixChange, type TimedFix } from '@ecg/domain/rules/position-fix';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';

export type LocationStatus = 'asking' | 'allowed' | 'denied' | 'unavailable';

export interface LocationState {
  /** The visitor's position, or the default one (requirements §9) when it is not known. */
  position: LatLng;
  status: LocationStatus;
  /** When the phone measured the position (epoch ms), while it is the visitor's. */
  fixedAt: number | undefined;
  /** Show the denial hint: denied, and not snoozed within 24 hours. */
  deniedHint: boolean;
  /** The visitor is known to be outside the area this guide covers. */
  outsideArea: boolean;
  snoozeDeniedHint: (forADay: boolean) => void;
  dismissOutside: () => void;
  /** Watches the position while a screen measures from it; call the answer when it closes. */
  follow: () => () => void;
}

const storedPosition = (): LatLng | undefined => {
  try {
    const value = JSON.parse(readStored(STORAGE_KEYS.position) ?? 'null') as LatLng | null;
    return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : undefined;
  } catch {
    return undefined;
  }
};

/** The visit's first answer may be one the phone already has, up to five minutes old. */
const FIRST_ASK: PositionOptions = { maximumAge: 5 * 60_000, timeout: 20_000 };
/** Back in the foreground: where the phone is now, or was within the last half minute. */
const FOREGROUND_ASK: PositionOptions = { maximumAge: 30_000, timeout: 20_000 };
/** While a nearby list or the map is open: as exactly as the phone can, as it moves. */
const WATCH: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000 };

// A page rendered ahead on the server (no document) is taken as shown, as the page will be.
const isShown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The visitor's position (requirements §4 Geolocation). Asked once at the start: on success it
 * keeps the position and the allowed flag; on denial it uses the default position and shows the
 * denial hint unless snoozed. Then it follows the visitor: watched while a screen that measures
 * from it is open and the app is in the foreground (a watch left running drains the battery),
 * and asked again whenever the app comes back to the foreground. A denial is never asked again.
 */
export function useVisitorLocation(): LocationState {
  const supported = 'geolocation' in navigator;
  const [position, setPosition] = useState<LatLng>(() => storedPosition() ?? DEFAULT_LOCATION);
  const [fixedAt, setFixedAt] = useState<number>();
  const [status, setStatus] = useState<LocationStatus>(() =>
    supported ? 'asking' : 'unavailable',
  );
  // Decided when the answer comes: denied, and the hint not snoozed at that moment.
  const [hintWanted, setHintWanted] = useState(false);
  const [outsideClosed, setOutsideClosed] = useState(false);
  const [followers, setFollowers] = useState(0);
  const [shown, setShown] = useState(isShown);
  const kept = useRef<TimedFix>(undefined);

  const answered = useCallback(({ coords, timestamp }: GeolocationPosition) => {
    const next = {
      lat: coords.latitude,
      lng: coords.longitude,
      at: Number.isFinite(timestamp) ? timestamp : Date.now(),
    };
    // An answer from the phone's cache may be older than the fix already kept.
    if (kept.current && next.at < kept.current.at) return;
    const change = fixChange(kept.current, next);
    if (change === 'none') return;
    setFixedAt(next.at);
    // Within a few metres the lists keep measuring from the kept place: only its time is new.
    if (change === 'renew' && kept.current) {
      kept.current = { ...kept.current, at: next.at };
      return;
    }
    kept.current = next;
    const here = { lat: next.lat, lng: next.lng };
    writeStored(STORAGE_KEYS.position, JSON.stringify(here));
    writeStored(STORAGE_KEYS.geolocationAllowed, 'true');
    setPosition(here);
    setStatus('allowed');
  }, []);

  const refused = useCallback((error: GeolocationPositionError, later: boolean) => {
    const denied = error.code === error.PERMISSION_DENIED;
    // Later, a lost signal (a tunnel, a timeout) keeps the last fix, whose age the screens say.
    if (later && !denied) return;
    kept.current = undefined;
    writeStored(STORAGE_KEYS.geolocationAllowed, 'false');
    setPosition(DEFAULT_LOCATION);
    setFixedAt(undefined);
    setStatus(denied ? 'denied' : 'unavailable');
    setHintWanted(
      shouldShowLocationDeniedHint({
        snoozedUntil: readStored(STORAGE_KEYS.locationHintSnoozedUntil),
        now: Date.now(),
      }),
    );
  }, []);

  useEffect(() => {
    if (!supported) return;
    navigator.geolocation.getCurrentPosition(answered, (error) => refused(error, false), FIRST_ASK);
  }, [supported, answered, refused]);

  // Asked again only where the visitor has not refused: a new ask after a refusal would prompt.
  const askAgain = supported && (status === 'allowed' || status === 'unavailable');

  useEffect(() => {
    const changed = () => {
      setShown(isShown());
      if (isShown() && askAgain)
        navigator.geolocation.getCurrentPosition(
          answered,
          (error) => refused(error, true),
          FOREGROUND_ASK,
        );
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, [askAgain, answered, refused]);

  const watching = askAgain && shown && followers > 0;
  useEffect(() => {
    if (!watching) return undefined;
    const id = navigator.geolocation.watchPosition(
      answered,
      (error) => refused(error, true),
      WATCH,
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [watching, answered, refused]);

  const follow = useCallback(() => {
    setFollowers((count) => count + 1);
    return () => setFollowers((count) => count - 1);
  }, []);

  // One object while nothing in it changes: the shell gives it to every screen by a context, and
  // a new one each render would draw every screen again (docs/performance.md, Hydration in
  // slices).
  return useMemo(
    () => ({
      position,
      status,
      fixedAt,
      deniedHint: hintWanted,
      outsideArea: status === 'allowed' && !outsideClosed && !isInManagedArea(position),
      snoozeDeniedHint: (forADay: boolean) => {
        if (forADay)
          writeStored(STORAGE_KEYS.locationHintSnoozedUntil, String(snoozeUntil(Date.now())));
        setHintWanted(false);
      },
      dismissOutside: () => setOutsideClosed(true),
      follow,
    }),
    [position, status, fixedAt, hintWanted, outsideClosed, follow],
  );
}
