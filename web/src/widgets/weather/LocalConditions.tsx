import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { ConditionsWidget } from './ConditionsWidget';
import type { ConditionsWhere } from './get-conditions';

/**
 * The conditions where the visitor is (requirements §2: the Live tab, at a glance): the widget for
 * the visitor's position, or for the default position near the visitor centre (requirements §6,
 * §9) when the visitor's is not known, which the heading then says.
 */
export function LocalConditions({
  lang,
  where,
  isDefault = false,
}: {
  lang: ContentLang;
  where: ConditionsWhere;
  /** The where is the default position, not the visitor's own. */
  isDefault?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="local-conditions" aria-labelledby={titleId}>
      <h2 id={titleId} className="local-conditions__title">
        {t('conditions.local.title')}
      </h2>
      {isDefault ? <p className="local-conditions__note">{t('conditions.local.default')}</p> : null}
      <ConditionsWidget lang={lang} where={where} />
    </section>
  );
}
