import { useTranslation } from '@/lib/i18n';
import { flightsPath } from '@ecg/domain/routes';
import { serviceConditionsPath } from '@ecg/domain/service-routes';
import { LinkRow } from '@/components/LinkRow';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { CustomerService } from './components/CustomerService';
import { EmergencyNumbers } from './components/EmergencyNumbers';
import { HubSection, titleIdOf } from './components/HubSection';
import { SectionJumps } from './components/SectionJumps';
import { ServiceForms } from './components/ServiceForms';
import { SosPanel } from './components/SosPanel';
import { TravelAssistant } from './components/TravelAssistant';
import { VisitorCentres } from './components/VisitorCentres';
import { usePageContacts } from './hooks/use-page-contacts';
import { SERVICE_FORM_ENTRIES } from './service-forms';
import '@/components/service-page.css';
import './service.css';

/** The sections in their order, each with the key of its jump (serviceHub.jump.*). */
const SECTIONS = [
  'emergency',
  'sos',
  'centres',
  'help',
  'assistant',
  'conditions',
  'forms',
  'transport',
] as const;
type Section = (typeof SECTIONS)[number];
const idOf = (section: Section) => `service-${section}`;

/**
 * The service tab (requirements §2 Service): help first (the emergency lines and SOS), then the
 * visitor centres, customer service, the travel assistant, the weather and the sea, the forms
 * visitors send, and the way here. Each section is one tap away from the top.
 */
export function ServiceHub() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const contacts = usePageContacts(lang);
  usePageMeta(lang, t('nav.service'), { description: t('page.service') });
  const sections = SECTIONS.filter(
    (section) => section !== 'forms' || SERVICE_FORM_ENTRIES.length > 0,
  );
  return (
    <div className="page-column service">
      <h1 className="page-title">{t('nav.service')}</h1>
      <SectionJumps
        sections={sections.map((section) => ({
          id: idOf(section),
          label: t(`serviceHub.jump.${section}`),
        }))}
      />
      <HubSection
        id={idOf('emergency')}
        title={t('service.emergency')}
        className="service-section--emergency"
      >
        <EmergencyNumbers contacts={contacts} titleId={titleIdOf(idOf('emergency'))} />
      </HubSection>
      <HubSection
        id={idOf('sos')}
        title={t('serviceHub.sos.title')}
        className="service-section--sos"
      >
        <SosPanel lang={lang} contacts={contacts} />
      </HubSection>
      <HubSection id={idOf('centres')} title={t('service.visitorCentres')}>
        <VisitorCentres lang={lang} />
      </HubSection>
      <HubSection id={idOf('help')} title={t('serviceHub.customer.title')}>
        <CustomerService lang={lang} contacts={contacts} />
      </HubSection>
      <HubSection id={idOf('assistant')} title={t('serviceHub.assistant.title')}>
        <TravelAssistant lang={lang} label={t('serviceHub.assistant.title')} />
      </HubSection>
      <HubSection id={idOf('conditions')} title={t('conditions.service.section')}>
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
      </HubSection>
      <ServiceForms id={idOf('forms')} forms={SERVICE_FORM_ENTRIES} lang={lang} />
      <HubSection id={idOf('transport')} title={t('service.gettingHere')}>
        <LinkRow
          to={flightsPath(lang)}
          title={t('transport.title')}
          text={t('service.transportText')}
        />
      </HubSection>
    </div>
  );
}
