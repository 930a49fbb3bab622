import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusHeading } from '../../lib/focus-heading';

interface OverlayFocus {
  /** What the overlay's polite live region says: the heading of the overlay just opened. */
  said: string;
}

/**
 * Where the focus is in a detail overlay (WCAG 2.4.3, 4.1.3), as on a new page (the shell's
 * RouteAnnouncer): an overlay that opens starts at its top with the focus on its heading, and
 * its live region says the heading. Until the heading has come (the record loading) the focus
 * waits on the back link; it moves on to the heading only if the visitor has left it there.
 */
export function useOverlayFocus({
  open,
  shownKey,
  heading,
  headingText,
  back,
  body,
}: {
  open: boolean;
  shownKey: string;
  heading: HTMLElement | null;
  headingText: string;
  back: RefObject<HTMLElement | null>;
  body: RefObject<HTMLElement | null>;
}): OverlayFocus {
  const [said, setSaid] = useState<{ heading: HTMLElement; text: string }>();
  // The heading already focused for the overlay shown.
  const arrived = useRef<HTMLElement | null>(null);

  useEffect(() => {
    arrived.current = null;
    if (!open) return;
    body.current?.scrollTo({ top: 0 });
    back.current?.focus({ preventScroll: true });
  }, [open, shownKey, back, body]);

  useEffect(() => {
    if (!open || !heading?.isConnected || arrived.current === heading) return;
    arrived.current = heading;
    const now = document.activeElement;
    if (now === null || now === document.body || now === back.current) focusHeading(heading);
    setSaid({ heading, text: headingText });
  }, [open, shownKey, heading, headingText, back]);

  return {
    // Silent while closed, so the same overlay opened again is said again (a live region says
    // only a change).
    said: open && said?.heading === heading ? said.text : '',
  };
}
