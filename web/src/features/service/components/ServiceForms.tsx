import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { serviceFormPath } from '@ecg/domain/service-routes';
import { LinkRow, LinkRows } from '@/components/LinkRow';
import type { ServiceFormEntry } from '../service-forms';
import { HubSection } from './HubSection';

/**
 * The forms' section (service-forms.ts): a row for each form, leading to its page; nothing at
 * all while there is no form.
 */
export function ServiceForms({
  id,
  forms,
  lang,
}: {
  id: string;
  forms: readonly ServiceFormEntry[];
  lang: ContentLang;
}) {
  const { t } = useTranslation();
  if (forms.length === 0) return null;
  return (
    <HubSection id={id} title={t('serviceHub.forms.title')}>
      <LinkRows label={t('serviceHub.forms.title')}>
        {forms.map((form) => (
          <li key={form.type}>
            <LinkRow
              to={serviceFormPath(lang, form.type)}
              title={t(form.titleKey)}
              text={t(form.textKey)}
            />
          </li>
        ))}
      </LinkRows>
    </HubSection>
  );
}
