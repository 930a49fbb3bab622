import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of what replaces a form once it is sent: its receipt, or the word that it waits on
 * this phone. Focused when it appears, so a keyboard goes on from there rather than from the top
 * of the page, and a screen reader reads it: a receipt's number and code are shown only here
 * (docs/writes.md, The outbox). The focus is the announcement: the form's own live
 * region (SendStatus) leaves with the form, and the app keeps no other polite region that a
 * receipt could speak through; a screen reader reads the name of whatever takes the focus.
 */
export function ReceiptHeading({
  level = 2,
  id,
  className,
  children,
}: {
  level?: 2 | 3;
  id?: string;
  className: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={className} tabIndex={-1} ref={heading}>
      {children}
    </Tag>
  );
}
