import { useEffect, useRef } from 'react';
import { focusHeading } from '@/lib/focus-heading';
import { pageHeading } from './page-heading';

/**
 * While a detail overlay covers the page, the page is inert and loses the focus. When the
 * overlay closes, the focus goes back to what had it last on the page (the card that opened
 * the overlay), so a keyboard visitor goes on from where they were; when that is gone or
 * cannot take it (an overlay opened from a link, the page reloaded under it), to the page's
 * heading, never to nowhere (WCAG 2.4.3). Only focus on the uncovered page is followed: React
 * removes the listener before the overlay takes the focus.
 */
export function useFocusReturn(covered: boolean, mainId: string): void {
  const lastOnPage = useRef<HTMLElement | null>(null);
  const wasCovered = useRef(false);
  useEffect(() => {
    if (covered) {
      wasCovered.current = true;
      return undefined;
    }
    if (wasCovered.current) {
      wasCovered.current = false;
      const last = lastOnPage.current;
      // Focusing an element no longer in the page, or inert, does nothing.
      last?.focus({ preventScroll: true });
      const main = document.getElementById(mainId);
      const heading = main ? pageHeading(main) : undefined;
      if ((!last || document.activeElement !== last) && heading) focusHeading(heading);
    }
    const track = (event: FocusEvent) => {
      lastOnPage.current = event.target as HTMLElement;
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, [covered, mainId]);
}
