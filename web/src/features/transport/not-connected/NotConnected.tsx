import type { ReactNode } from 'react';
import '../note-box.css';
import './not-connected.css';

/**
 * A way of travel's part while the server has no key for its operator's data and no recorded
 * answer exists (meta.source `unconfigured`, docs/live-data.md): its title, a heading of the
 * `level` its place on the screen takes, what it would show and where to look meanwhile (the
 * children). Never a made-up time.
 */
export function NotConnected({
  title,
  level = 2,
  children,
}: {
  title: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="transport-note" role="note">
      <Heading className="not-connected__title">{title}</Heading>
      {children}
    </div>
  );
}
