import type { ReactNode } from 'react';
import { useParams } from '@/lib/router';
import { zipcodeOfSegment } from '@ecg/domain/service-routes';
import { lazyContentScreen } from '@/lib/lazy-chunk';
import { BackToHub } from '@/components/BackToHub';
import { ServiceHub } from '@/features/service/ServiceHub';

// The service tab's addresses, composed here: the hub is one feature, each page under it another
// (docs/architecture.md, The house). The weather and tides pages carry the widget and its calls:
// their own chunk.
const WeatherPage = lazyContentScreen(() => import('@/features/conditions/WeatherServicePage'));
const TidesPage = lazyContentScreen(() => import('@/features/conditions/TidesServicePage'));
// Each form is a chunk of its own, loaded when the visitor opens it.
const ReservationPage = lazyContentScreen(() => import('@/features/reservation/ReservationPage'));
const PublicationPage = lazyContentScreen(() => import('@/features/publication/PublicationPage'));
const SurveyPage = lazyContentScreen(() => import('@/features/survey/SurveyPage'));
const SuggestionPage = lazyContentScreen(() => import('@/features/suggestion/SuggestionPage'));
// Each form is a chunk of its own; the repair form's map is one more, loaded when opened.
const RepairPage = lazyContentScreen(() => import('@/features/repair/RepairPage'));
const LostPropertyPage = lazyContentScreen(
  () => import('@/features/lost-property/LostPropertyPage'),
);

/**
 * The service area (/{lang}/service/…): the hub (features/service), and the weather and tides
 * pages, /service/{weather|tides}/{zipcode?}; in the spec's longer shape,
 * /service/{type}/{bridge}/{value}, the zipcode is the value. The forms' pages join them here
 * (service-forms.ts). Each of those pages leads back to the hub.
 */
export default function ServicePage() {
  const { type, bridge, value } = useParams();
  const page = subPage(type, bridge, value);
  if (!page) return <ServiceHub />;
  return (
    <>
      <BackToHub />
      {page}
    </>
  );
}

/** The page under the hub the address names, if it names one. */
function subPage(type?: string, bridge?: string, value?: string): ReactNode {
  const zipcode = zipcodeOfSegment(value) ?? zipcodeOfSegment(bridge);
  if (type === 'weather') return <WeatherPage zipcode={zipcode} />;
  if (type === 'tides') return <TidesPage zipcode={zipcode} />;
  if (type === 'reservation') return <ReservationPage />;
  if (type === 'publication') return <PublicationPage />;
  if (type === 'survey') return <SurveyPage bridge={bridge} value={value} />;
  if (type === 'suggestion') return <SuggestionPage bridge={bridge} value={value} />;
  if (type === 'repair') return <RepairPage bridge={bridge} value={value} />;
  if (type === 'lost-property') return <LostPropertyPage />;
  return undefined;
}
