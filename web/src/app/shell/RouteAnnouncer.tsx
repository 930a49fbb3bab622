import { useEffect, useRef, useState } from 'react';
import { focusHeading } from '@/lib/focus-heading';
import { pageHeading } from './page-heading';

/** Whether the visitor (or an overlay, a dialog) has moved the focus since the route changed. */
function focusMoved(from: Element | null): boolean {
  const now = document.activeElement;
  if (now === null || now === document.body || now === from) return false;
  return true;
}

/**
 * A new page is announced and takes the focus (WCAG 2.4.3, 4.1.3): when the route's path
 * changes, a polite live region says the new page's heading and the focus moves onto it, so a
 * screen reader does not stay on a link of the page that is gone. Not on the first load (the
 * browser reads the document), not when an overlay or dialog opens (they change the query or
 * the history's state, not the path, and take the focus to themselves), and never away from
 * somewhere the visitor has moved it to meanwhile.
 */
export function RouteAnnouncer({ pathname, mainId }: { pathname: string; mainId: string }) {
  const [message, setMessage] = useState('');
  const first = useRef(pathname);

  useEffect(() => {
    if (first.current === pathname) return undefined;
    first.current = '';
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    const from = document.activeElement;
    const arrive = (): boolean => {
      const heading = pageHeading(main);
      if (!heading) return false;
      setMessage(heading.textContent ?? '');
      // Under an overlay the page is inert: the overlay keeps the focus.
      if (!main.inert && !focusMoved(from)) focusHeading(heading);
      return true;
    };
    if (arrive()) return undefined;
    const observer = new MutationObserver(() => {
      if (arrive()) observer.disconnect();
    });
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    return () => observer.disconnect();
  }, [pathname, mainId]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
