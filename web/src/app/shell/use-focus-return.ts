import { useEffect, useRef } from 'react';

/**
 * While a detail overlay covers the page, the page is inert and loses the focus. When the
 * overlay closes, the focus goes back to what had it last on the page (the card that opened
 * the overlay), so a keyboard visitor goes on from where they were. Only focus on the
 * uncovered page is followed: React removes the listener before the overlay takes the focus.
 */
export function useFocusReturn(covered: boolean): void {
  const lastOnPage = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (covered) return undefined;
    // Focusing an element no longer in the page does nothing.
    lastOnPage.current?.focus({ preventScroll: true });
    const track = (event: FocusEvent) => {
      lastOnPage.current = event.target as HTMLElement;
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, [covered]);
}
