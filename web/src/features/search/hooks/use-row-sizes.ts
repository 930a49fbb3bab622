import { useEffect, useState } from 'react';

/** What a row sizer gives the list: a ref for each row, and its end. */
export interface RowSizer {
  /** Observes a row (`data-index` naming its index); a row that took another index, afresh. */
  observe: (row: HTMLElement | null) => void;
  disconnect: () => void;
}

/**
 * Rows that measure themselves: their lines wrap at a large text size (WCAG 1.4.4), so a row is
 * as tall as its lines. Rows are keyed by slot (ResultList.tsx): a slot that takes another index
 * is observed afresh, because a ResizeObserver reports a new target once and then only changes,
 * and the new row may be as tall as the one it replaces while its index is not measured yet.
 * The sizes come in the observer's callback, after the browser's own layout: a scroll never
 * forces one.
 */
export function rowSizer(
  resize: (index: number, size: number) => void,
  Observer: typeof ResizeObserver | undefined = globalThis.ResizeObserver,
): RowSizer {
  let observed = new WeakMap<Element, string>();
  const observer = Observer
    ? new Observer((entries) => {
        for (const entry of entries) {
          const row = entry.target as HTMLElement;
          // A row React removed: its last size (none) is no row's.
          if (!row.isConnected) {
            observer?.unobserve(row);
            observed.delete(row);
            continue;
          }
          const size = entry.borderBoxSize[0]?.blockSize ?? row.getBoundingClientRect().height;
          resize(Number(row.dataset.index), size);
        }
      })
    : undefined;
  return {
    observe: (row) => {
      const index = row?.dataset.index;
      if (!observer || !row || index === undefined || observed.get(row) === index) return;
      observed.set(row, index);
      observer.unobserve(row);
      observer.observe(row, { box: 'border-box' });
    },
    disconnect: () => {
      observer?.disconnect();
      observed = new WeakMap();
    },
  };
}

/** A row sizer for a list's life, telling the virtualizer each row's size. */
export function useRowSizes(resize: (index: number, size: number) => void): RowSizer['observe'] {
  const [sizer] = useState(() => rowSizer(resize));
  useEffect(() => () => sizer.disconnect(), [sizer]);
  return sizer.observe;
}
