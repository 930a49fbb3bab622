import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { focusHeading } from '@/lib/focus-heading';

interface OverlayFocus {
  /** What the overlay's polite live region says: the heading of the overlay just opened. */
  said: string;
}

/**
 * Where the overlay's focus belongs now: its heading once the record has drawn it; before that
 * the message in its place (Loading, a failure with its retry, a record not found), which a
 * screen reader then reads; the back link while there is not even that.
 */
export function overlayFocusTarget(
  body: HTMLElement,
  back: HTMLElement | null,
): HTMLElement | null {
  // Read from the page, not from the title's state: the record's heading replaces the message
  // in one change, and the focus must not stop on the back link in between.
  return (
    body.querySelector<HTMLElement>('h1') ?? body.querySelector<HTMLElement>('.status') ?? back
  );
}

/**
 * Where the focus is in a detail overlay (WCAG 2.4.3, 4.1.3), as on a new page (the shell's
 * RouteAnnouncer): an overlay that opens starts at its top with the focus on its heading, and
 * its live region says the heading once. While the record loads or has failed the focus waits
 * on the message in its place and follows it to the heading when the record comes, but only
 * while it is still where this put it (or has fallen to nowhere, what held it gone): never away
 * from somewhere the visitor has moved it to meanwhile. A focus Tabbed past the overlay's last
 * control has left the page for the browser's own controls, not fallen: the next Tab brings it
 * back at the page's start, where the visitor expects it.
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
  // Where this hook last put the focus in the overlay shown.
  const placed = useRef<HTMLElement | null>(null);
  // What last had the focus in the overlay: while it is still in the page, a focus that is
  // nowhere has left the page, not fallen from something gone.
  const held = useRef<HTMLElement | null>(null);

  const settle = useEffectEvent((opening: boolean) => {
    const root = body.current;
    if (!open || !root) return;
    const now = document.activeElement;
    const nowhere = now === null || now === document.body;
    const fallen = nowhere && !held.current?.isConnected;
    const free = opening || fallen || now === placed.current;
    const target = overlayFocusTarget(root, back.current);
    if (!free || !target || target === now) return;
    placed.current = target;
    if (target === back.current) target.focus({ preventScroll: true });
    else focusHeading(target);
  });

  // A new overlay starts at its top; its content changing (Loading, then the record) moves
  // the focus along.
  useEffect(() => {
    placed.current = null;
    held.current = null;
    const root = body.current;
    if (!open || !root) return undefined;
    root.scrollTo({ top: 0 });
    settle(true);
    const observer = new MutationObserver(() => settle(false));
    observer.observe(root, { childList: true, subtree: true });
    const hold = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && (root.contains(target) || target === back.current)) {
        held.current = target;
      }
    };
    document.addEventListener('focusin', hold);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', hold);
    };
  }, [open, shownKey, body, back]);

  // The record's heading drawn (or changed): the focus goes on to it.
  useEffect(() => {
    if (open && heading) settle(false);
  }, [open, heading]);

  return {
    // Silent while closed and while loading, so the same overlay opened again is said again (a
    // live region says only a change).
    said: open && heading ? headingText : '',
  };
}
