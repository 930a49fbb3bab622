import { useTranslation } from 'react-i18next';

/** The heading of a tab's area; its screens arrive with the browsing and service issues. */
export function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <h1 className="page-title">{t(titleKey)}</h1>;
}
