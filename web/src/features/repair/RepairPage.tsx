import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { serviceFormPath } from '@ecg/domain/service-routes';
import { LinkRow } from '@/components/LinkRow';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { MyReports } from './MyReports';
import { RepairForm } from './RepairForm';
import RepairTrackPage from './RepairTrackPage';
import '@/components/service-page.css';
import './repair.css';

/**
 * Repair reports (requirements §7): /service/repair is the form,
 * /service/repair/track/{number}?secret=… follows a report.
 */
export default function RepairPage({ bridge, value }: { bridge?: string; value?: string }) {
  if (bridge === 'track') return <RepairTrackPage number={value} />;
  return <RepairFormPage />;
}

function RepairFormPage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [round, setRound] = useState(0);
  usePageMeta(lang, t('repair.title'), { description: t('repair.intro') });
  return (
    <div className="page-column service repair">
      <h1 className="page-title">{t('repair.title')}</h1>
      <p className="repair__intro">{t('repair.intro')}</p>
      <RepairForm key={round} lang={lang} onAnother={() => setRound((count) => count + 1)} />
      <MyReports />
      <LinkRow
        to={serviceFormPath(lang, 'repair', 'track')}
        title={t('repair.track.byHand')}
        text={t('repair.track.byHandIntro')}
      />
    </div>
  );
}
