import { useMemo, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/storage';
import { BUS_STOP_UID } from '@ecg/domain/rules/bus-arrivals';

/** The stop last looked at on the buses' screen: its StopUID and the name it was shown by. */
export interface ChosenStop {
  stop: string;
  name?: string;
}

const KEY = 'ecg.buses.stop';

export function rememberStop(chosen: ChosenStop): void {
  writeStored(KEY, JSON.stringify(chosen));
}

function chosenStopOf(text: string | null): ChosenStop | undefined {
  try {
    const kept = JSON.parse(text ?? 'null') as Partial<ChosenStop> | null;
    if (typeof kept?.stop !== 'string' || !BUS_STOP_UID.test(kept.stop)) return undefined;
    return { stop: kept.stop, ...(typeof kept.name === 'string' ? { name: kept.name } : {}) };
  } catch {
    return undefined;
  }
}

/** Nothing tells of a change made in this tab: the screen that writes it is not shown meanwhile. */
const subscribe = () => () => undefined;

/**
 * The stop last looked at; none on the server, whose render has no storage
 * (docs/architecture.md), so the page hydrates as rendered and reads it after.
 */
export function useChosenStop(): ChosenStop | undefined {
  const text = useSyncExternalStore(
    subscribe,
    () => readStored(KEY),
    () => null,
  );
  return useMemo(() => chosenStopOf(text), [text]);
}
