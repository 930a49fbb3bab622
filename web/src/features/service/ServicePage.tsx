import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { flightsPath } from '@ecg/domain/routes';
import { serviceConditionsPath, zipcodeOfSegment } from '@ecg/domain/service-routes';
import { lazyContentScreen } from '../../lib/lazy-chunk';
import { usePageMeta } from '../../lib/page-meta';
import { useContentLang } from '../../lib/use-content-lang';
import { LinkRow } from '../../components/LinkRow';
import { EmergencyNumbers } from './components/EmergencyNumbers';
import { VisitorCentres } from './components/VisitorCentres';
import './service.css';

// The weather and tides pages carry the widget and its calls: their own chunk.
const WeatherPage = lazyContentScreen(() => import('./conditions/WeatherServicePage'));
const TidesPage = lazyContentScreen(() => import('./conditions/TidesServicePage'));
// Each form is a chunk of its own; the repair form's map is one more, loaded when opened.
const RepairPage = lazyContentScreen(() => import('./repair/RepairPage'));
const LostPropertyPage = lazyContentScreen(() => import('./lost-property/LostPropertyPage'));

/**
 * The service tab (/{lang}/service/…): the emergency numbers first, then the weather and the
 * sea, the visitor centres, and the way to the flights and ferries. The service screens of
 * requirements §2 (SOS, survey, reports…) arrive with their own issues; these links stay at the
 * head of the area. The weather and tides pages are /service/{weather|tides}/{zipcode?}; in the
 * spec's longer shape, /service/{type}/{bridge}/{value}, the zipcode is the value.
 */
export default function ServicePage() {
  const { type, bridge, value } = useParams();
  const zipcode = zipcodeOfSegment(value) ?? zipcodeOfSegment(bridge);
  if (type === 'weather') return <WeatherPage zipcode={zipcode} />;
  if (type === 'tides') return <TidesPage zipcode={zipcode} />;
  if (type === 'repair') return <RepairPage bridge={bridge} value={value} />;
  if (type === 'lost-property') return <LostPropertyPage />;
  return <ServiceHub />;
}

function ServiceHub() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const emergencyId = useId();
  const centresId = useId();
  const transportId = useId();
  const conditionsId = useId();
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
      <section className="service-section" aria-labelledby={conditionsId}>
        <h2 id={conditionsId} className="service-section__title">
          {t('conditions.service.section')}
        </h2>
        <div className="service-links">
          <LinkRow
            to={serviceConditionsPath(lang, 'weather')}
            title={t('conditions.service.weatherTitle')}
            text={t('conditions.service.weatherText')}
          />
          <LinkRow
            to={serviceConditionsPath(lang, 'tides')}
            title={t('conditions.service.tidesTitle')}
            text={t('conditions.service.tidesText')}
          />
        </div>
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
