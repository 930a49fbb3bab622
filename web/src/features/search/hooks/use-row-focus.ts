import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** The keyboard's next stop among a windowed list's rows. */
export type RowStop =
  /** Drawn: the browser's own Tab reaches it. */
  | { kind: 'drawn'; element: HTMLElement }
  /** Not drawn yet, or still loading (`aria-busy`): the list must bring it first. */
  | { kind: 'wait'; index: number }
  /** Past the list's first or last row: the browser's own Tab leaves the list. */
  | { kind: 'end' };

/**
 * The stop after (step 1) or before (step -1) the row at `from`, among the list's rows (each
 * with `data-index`). A row that opens nothing has no stop and is passed over, as the browser
 * passes it.
 */
export function rowStop(list: HTMLElement, from: number, step: 1 | -1, total: number): RowStop {
  for (let index = from + step; index >= 0 && index < total; index += step) {
    const row = list.querySelector(`:scope > [data-index="${index}"]`);
    if (!row || row.getAttribute('aria-busy') === 'true') return { kind: 'wait', index };
    const stop = row.querySelector<HTMLElement>('a[href], button');
    if (stop) return { kind: 'drawn', element: stop };
  }
  return { kind: 'end' };
}

interface Pending {
  index: number;
  step: 1 | -1;
}

/**
 * Tab and Shift+Tab along a windowed list. The rows follow the scroll a frame or more after it,
 * so a quick keyboard (a held key, a slow phone) would reach the last drawn row and leave the
 * list, skipping the rest. When the next row is not drawn, its Tab waits: the list scrolls to
 * that row, and the focus moves once it is drawn and loaded. A focus that left the list
 * meanwhile (a tap elsewhere) is not taken back.
 */
export function useRowFocus(
  listRef: RefObject<HTMLElement | null>,
  total: number,
  scrollToIndex: (index: number) => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  const pending = useRef<Pending>(undefined);

  // After every render of the list: is the awaited row there now?
  useEffect(() => {
    const wanted = pending.current;
    const list = listRef.current;
    if (!wanted || !list) return;
    if (!list.contains(document.activeElement)) {
      pending.current = undefined;
      return;
    }
    const stop = rowStop(list, wanted.index - wanted.step, wanted.step, total);
    if (stop.kind === 'wait') {
      if (stop.index === wanted.index) return;
      pending.current = { index: stop.index, step: wanted.step };
      scrollToIndex(stop.index);
      return;
    }
    pending.current = undefined;
    if (stop.kind === 'drawn') stop.element.focus();
  });

  return (event) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const list = event.currentTarget;
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row || row.parentElement !== list) return;
    const step = event.shiftKey ? -1 : 1;
    const stop = rowStop(list, Number(row.dataset.index), step, total);
    if (stop.kind !== 'wait') return;
    event.preventDefault();
    pending.current = { index: stop.index, step };
    scrollToIndex(stop.index);
  };
}
