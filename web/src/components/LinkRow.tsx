import type { ReactNode } from 'react';
import type { To } from '@/lib/router';
import { Link } from './Link';
import { Glyph } from './Glyph';
import './link-row.css';

/**
 * A row that leads to a page or opens an overlay: its title, a line saying what is there, and
 * an arrow. The hubs (service, transport) are lists of these.
 */
export function LinkRow({
  to,
  title,
  text,
  icon,
}: {
  to: To;
  title: string;
  text?: ReactNode;
  /** A decorative mark before the title. */
  icon?: ReactNode;
}) {
  return (
    <Link to={to} className="link-row">
      {icon ? <span className="link-row__icon">{icon}</span> : null}
      <span className="link-row__body">
        <span className="link-row__title">{title}</span>
        {text ? <span className="link-row__text">{text}</span> : null}
      </span>
      <span className="link-row__arrow">
        <Glyph name="next" size={18} />
      </span>
    </Link>
  );
}

/** Rows in a list, each a LinkRow. */
export function LinkRows({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="link-rows" aria-label={label}>
      {children}
    </ul>
  );
}
