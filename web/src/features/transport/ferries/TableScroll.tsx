import type { ReactNode } from 'react';

/**
 * A table wider than a phone, scrolled sideways in its box: the box is a named region that
 * takes the focus, so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ferries__table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
