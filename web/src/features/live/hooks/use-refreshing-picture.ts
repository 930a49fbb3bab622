import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { WEBCAM_REFRESH_MS, webcamImageAt } from '@ecg/domain/rules/webcams';
import { useOffline } from '@/lib/connectivity';

export interface ShownPicture {
  /** The address the picture was loaded from. */
  url: string;
  /** When it arrived (epoch ms): the time the page says it was updated. */
  at: number;
}

export interface RefreshingPicture {
  shown: ShownPicture | undefined;
  /** The last asking failed: the last picture (if any) stays, marked as not current. */
  failed: boolean;
  offline: boolean;
  /** Asks again now (the visitor's retry). */
  refresh: () => void;
}

/**
 * A webcam's still picture, asked for again every WEBCAM_REFRESH_MS while the page is visible
 * and online: a new picture replaces the shown one only once it has arrived, so a failure
 * (or going offline) keeps the last one with its time. Hidden, nothing is asked; back on
 * screen, a picture older than the period is asked for at once.
 */
export function useRefreshingPicture(image: string, enabled: boolean): RefreshingPicture {
  const offline = useOffline();
  const [state, setState] = useState<{ shown?: ShownPicture; failed: boolean }>({ failed: false });

  const ask = useCallback(() => {
    const at = Date.now();
    const url = webcamImageAt(image, at);
    const probe = new Image();
    probe.onload = () => setState({ shown: { url, at }, failed: false });
    probe.onerror = () => setState((last) => ({ ...last, failed: true }));
    probe.src = url;
  }, [image]);

  const askIfDue = useEffectEvent(() => {
    const last = state.shown?.at;
    if (last === undefined || Date.now() - last >= WEBCAM_REFRESH_MS || state.failed) ask();
  });

  useEffect(() => {
    if (!enabled || offline) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const follow = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      askIfDue();
      timer = setInterval(ask, WEBCAM_REFRESH_MS);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', follow);
    };
  }, [enabled, offline, ask]);

  return { shown: state.shown, failed: state.failed, offline, refresh: ask };
}
