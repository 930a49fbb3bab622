import type { ReactNode } from 'react';

/** The heading's id of a section of the hub: what its lists are labelled by. */
export const titleIdOf = (sectionId: string) => `${sectionId}-title`;

/**
 * A section of the service tab: its heading takes the focus when a jump leads to it, so a
 * screen reader says where the visitor has arrived.
 */
export function HubSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`service-section${className ? ` ${className}` : ''}`}
      aria-labelledby={titleIdOf(id)}
    >
      <h2 id={titleIdOf(id)} className="service-section__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
