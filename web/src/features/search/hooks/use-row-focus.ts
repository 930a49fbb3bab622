import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** The keyboard's next stop among a windowed list's rows. */
export type RowStop =
  /** Drawn: the browser's own Tab reaches its stops (a card, its heart), in the Tab's way. */
  | { kind: 'drawn'; stops: HTMLElement[]; index: number }
  /** Not drawn yet, or still loading (`aria-busy`): the list must bring it first. */
  | { kind: 'wait'; index: number }
  /** Past the list's first or last row: the browser's own Tab leaves the list. */
  | { kind: 'end' };

/** A row's stops in the way the keyboard goes: forwards for Tab, backwards for Shift+Tab. */
function stopsOf(row: Element, step: 1 | -1): HTMLElement[] {
  const stops = [...row.querySelectorAll<HTMLElement>('a[href], button')];
  return step === 1 ? stops : stops.reverse();
}

/**
 * The row after (step 1) or before (step -1) the row at `from` that holds a stop, among the
 * list's rows (each with `data-index`). A row that opens nothing has no stop and is passed
 * over, as the browser passes it.
 */
export function rowStop(list: HTMLElement, from: number, step: 1 | -1, total: number): RowStop {
  for (let index = from + step; index >= 0 && index < total; index += step) {
    const row = list.querySelector(`:scope > [data-index="${index}"]`);
    if (!row || row.getAttribute('aria-busy') === 'true') return { kind: 'wait', index };
    const stops = stopsOf(row, step);
    if (stops.length > 0) return { kind: 'drawn', stops, index };
  }
  return { kind: 'end' };
}

interface Pending {
  /** The row awaited. */
  index: number;
  step: 1 | -1;
  /** Presses that came while waiting, each one stop further once the awaited row is reached. */
  more: number;
}

/**
 * Tab and Shift+Tab along a windowed list. The rows follow the scroll a frame or more after it,
 * so a quick keyboard (a held key, a slow phone) would reach the last drawn row and leave the
 * list, skipping the rest. When the next row is not drawn, its Tab waits: the list scrolls to
 * that row, and the focus moves once it is drawn and loaded. Presses made while waiting are
 * counted, not lost: three quick Tabs go three stops on (a card, its heart, the next card), as
 * they would in a list fully drawn.
 * A focus that left the list meanwhile (a tap elsewhere) is not taken back.
 */
export function useRowFocus(
  listRef: RefObject<HTMLElement | null>,
  total: number,
  scrollToIndex: (index: number) => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  const pending = useRef<Pending>(undefined);

  // After every render of the list: is the awaited row there now?
  useEffect(() => {
    const list = listRef.current;
    if (!pending.current || !list) return;
    if (!list.contains(document.activeElement)) {
      pending.current = undefined;
      return;
    }
    const { step } = pending.current;
    let { index, more } = pending.current;
    // The last stop passed on the way, where the focus rests should the list end first.
    let passed: HTMLElement | undefined;
    for (;;) {
      const stop = rowStop(list, index - step, step, total);
      if (stop.kind === 'wait') {
        if (stop.index !== pending.current.index) scrollToIndex(stop.index);
        pending.current = { index: stop.index, step, more };
        return;
      }
      const landing = stop.kind === 'drawn' ? stop.stops[more] : undefined;
      if (stop.kind === 'end' || landing) {
        pending.current = undefined;
        (landing ?? passed)?.focus();
        return;
      }
      passed = stop.stops.at(-1);
      index = stop.index + step;
      more -= stop.stops.length;
    }
  });

  return (event) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const list = event.currentTarget;
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row || row.parentElement !== list) return;
    const step = event.shiftKey ? -1 : 1;
    const waiting = pending.current;
    if (waiting) {
      // The focus still rests where the wait began: this press counts from the awaited row.
      event.preventDefault();
      if (step === waiting.step) waiting.more += 1;
      else if (waiting.more > 0) waiting.more -= 1;
      else pending.current = undefined;
      return;
    }
    // Within a row (from a card to its heart), the browser's own Tab.
    if (event.target !== stopsOf(row, step).at(-1)) return;
    const stop = rowStop(list, Number(row.dataset.index), step, total);
    if (stop.kind !== 'wait') return;
    event.preventDefault();
    pending.current = { index: stop.index, step, more: 0 };
    scrollToIndex(stop.index);
  };
}
