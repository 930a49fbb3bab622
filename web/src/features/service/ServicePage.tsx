import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { flightsPath } from '@ecg/domain/routes';
import { usePageMeta } from '../../lib/page-meta';
import { useContentLang } from '../../lib/use-content-lang';
import { LinkRow } from '../../components/LinkRow';
import { EmergencyNumbers } from './components/EmergencyNumbers';
import { VisitorCentres } from './components/VisitorCentres';
import './service.css';

/**
 * The service tab (/{lang}/service/…): the emergency numbers first, then the visitor centres,
 * then the way to the flights and ferries. The service screens of requirements §2 (SOS, survey,
 * reports…) arrive with their own issues; these links stay at the head of the area.
 */
export default function ServicePage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const emergencyId = useId();
  const centresId = useId();
  const transportId = useId();
  usePageMeta(lang, t('nav.service'), { description: t('page.description') });
  return (
    <div className="service">
      <h1 className="page-title">{t('nav.service')}</h1>
      <section className="service-section service-section--emergency" aria-labelledby={emergencyId}>
        <h2 id={emergencyId} className="service-section__title">
          {t('service.emergency')}
        </h2>
        <EmergencyNumbers lang={lang} titleId={emergencyId} />
      </section>
      <section className="service-section" aria-labelledby={centresId}>
        <h2 id={centresId} className="service-section__title">
          {t('service.visitorCentres')}
        </h2>
        <VisitorCentres lang={lang} />
      </section>
      <section className="service-section" aria-labelledby={transportId}>
        <h2 id={transportId} className="service-section__title">
          {t('service.gettingHere')}
        </h2>
        <LinkRow
          to={flightsPath(lang)}
          title={t('transport.title')}
          text={t('service.transportText')}
        />
      </section>
    </div>
  );
}
