import { useId, type ReactNode } from 'react';
import type { WriteReceipt } from '@ecg/domain/contracts';
import { trackingPath, type ServiceForm } from '@ecg/domain/service-routes';
import { useContentLang } from '@/lib/use-content-lang';
import { LinkRow, LinkRows } from '../LinkRow';

/**
 * What this phone sent of one form, under `title`: each receipt a link to follow it, its code
 * in the link (the codes are kept only here, in the outbox's receipts, docs/architecture.md:
 * Writes). `children` stand before the links (what is still waiting to be sent).
 */
export function SentReceipts({
  className,
  title,
  form,
  receipts,
  children,
}: {
  className: string;
  title: string;
  form: ServiceForm;
  receipts: readonly WriteReceipt[];
  children?: ReactNode;
}) {
  const lang = useContentLang();
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="service-section__title">
        {title}
      </h2>
      {children}
      {receipts.length > 0 ? (
        <LinkRows>
          {receipts.map((receipt) => (
            <li key={receipt.number}>
              <LinkRow
                to={trackingPath(lang, form, receipt.number, receipt.secret)}
                title={receipt.number}
                text={receipt.createdAt.slice(0, 16)}
              />
            </li>
          ))}
        </LinkRows>
      ) : null}
    </section>
  );
}
