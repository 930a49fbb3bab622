import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { FoundItems } from './FoundItems';
import { LostReportForm } from './LostReportForm';
import '@/components/service-page.css';
import './lost-property.css';

/**
 * Lost property (requirements §7 lost-property): first the items found in the area that
 * a visitor centre holds, searched by place and days; then the report of an item lost.
 */
export default function LostPropertyPage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [round, setRound] = useState(0);
  usePageMeta(lang, t('lostProperty.title'), { description: t('lostProperty.intro') });
  return (
    <div className="page-column service lost-property">
      <h1 className="page-title">{t('lostProperty.title')}</h1>
      <p className="lost-property__intro">{t('lostProperty.intro')}</p>
      <FoundItems lang={lang} />
      <LostReportForm key={round} lang={lang} onAnother={() => setRound((count) => count + 1)} />
    </div>
  );
}
