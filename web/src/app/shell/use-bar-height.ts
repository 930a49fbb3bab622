import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a CSS custom property on the root at a fixed bar's real height. The top bar grows when
 * its title takes more lines (a narrow screen, a large text size: WCAG 1.4.4), and what stands
 * under it follows: the page's padding, the scroll padding that keeps a focused control clear
 * of it (WCAG 2.4.11), the loading cover. Only a change of the bar's size sets it: a scroll
 * never does.
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>, property: string): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement.style;
    // The observer reports once at once, then whenever the bar's height changes.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height) root.setProperty(property, `${height}px`);
    });
    observer.observe(element, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.removeProperty(property);
    };
  }, [bar, property]);
}
