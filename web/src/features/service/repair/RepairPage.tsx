import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepairReceipt } from '@ecg/domain/contracts';
import { serviceFormPath, trackingPath } from '@ecg/domain/service-routes';
import { LinkRow, LinkRows } from '../../../components/LinkRow';
import { receiptOf } from '../../../components/form/use-send';
import { useOutbox } from '../../../lib/outbox/use-outbox';
import { usePageMeta } from '../../../lib/page-meta';
import { useContentLang } from '../../../lib/use-content-lang';
import { RepairForm } from './RepairForm';
import RepairTrackPage from './RepairTrackPage';
import './repair.css';

/**
 * Repair reports (requirements §7, issue 16): /service/repair is the form,
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
    <div className="service repair">
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

/** The reports sent from this phone, each a link to follow it (their secrets are only here). */
function MyReports() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const titleId = useId();
  const receipts = (useOutbox() ?? [])
    .filter((entry) => entry.name === 'faultRepair')
    .flatMap((entry) => receiptOf<RepairReceipt>(entry) ?? []);
  if (receipts.length === 0) return null;
  return (
    <section className="repair-mine" aria-labelledby={titleId}>
      <h2 id={titleId} className="service-section__title">
        {t('repair.mine')}
      </h2>
      <LinkRows>
        {receipts.map((receipt) => (
          <li key={receipt.number}>
            <LinkRow
              to={trackingPath(lang, 'repair', receipt.number, receipt.secret)}
              title={receipt.number}
              text={receipt.createdAt.slice(0, 16)}
            />
          </li>
        ))}
      </LinkRows>
    </section>
  );
}
