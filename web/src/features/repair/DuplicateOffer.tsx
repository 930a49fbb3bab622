import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * The same fault was reported today within 50 m and is still open (a refused duplicate): the
 * visitor is offered to add theirs to it, which the staff see with the first report.
 */
export function DuplicateOffer({ number, onAdd }: { number: string; onAdd: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // Said and focused as it appears, so the visitor is not left at the send button wondering.
  useEffect(() => ref.current?.focus(), [number]);
  return (
    <section className="repair-duplicate" aria-labelledby={titleId} tabIndex={-1} ref={ref}>
      <h2 id={titleId} className="repair-duplicate__title">
        {t('repair.duplicate.title')}
      </h2>
      <p className="repair-duplicate__text">{t('repair.duplicate.text', { number })}</p>
      <button type="button" className="form-button" onClick={onAdd}>
        {t('repair.duplicate.add', { number })}
      </button>
    </section>
  );
}
