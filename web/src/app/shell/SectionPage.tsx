import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ContentLang } from '@ecg/domain/rules/language';
import { usePageMeta } from '../../lib/page-meta';

/**
 * A tab's area, loaded on demand: its heading and title. Its screens arrive with the browsing
 * and service issues; home has no title of its own, so the product's name stands.
 */
export default function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const lang = (useParams().lang ?? 'zh-tw') as ContentLang;
  const isHome = titleKey === 'nav.home';
  usePageMeta(lang, isHome ? undefined : t(titleKey), { description: t('page.description') });
  return <h1 className="page-title">{t(titleKey)}</h1>;
}
