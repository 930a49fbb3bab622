import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Where a list begins in the document, for a window virtualizer's scroll margin. It follows
 * the header above the list (filters that arrive, chips that wrap), so rows never shift.
 */
export function useListTop(
  list: RefObject<HTMLElement | null>,
  head: RefObject<HTMLElement | null>,
): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const listElement = list.current;
    const headElement = head.current;
    if (!listElement || !headElement) return undefined;
    const measure = () =>
      setTop(Math.round(listElement.getBoundingClientRect().top + window.scrollY));
    // The observer reports once at once, and again whenever the header's height changes.
    const observer = new ResizeObserver(measure);
    observer.observe(headElement);
    return () => observer.disconnect();
  }, [list, head]);
  return top;
}
