import { useTranslation } from '@/lib/i18n';
import { useParams, useSearchParams } from '@/lib/router';
import { SECRET_PARAM } from '@ecg/domain/service-routes';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { BookingTracking } from './BookingTracking';
import { OfferingList } from './OfferingList';
import { OfferingPage } from './OfferingPage';
import '@/components/service-page.css';
import './reservation.css';

/**
 * Booking a visitor centre's guided tour or narrator (requirements §1 reservations, §7):
 * /service/reservation lists what is on offer, /service/reservation/{tour|narrator}/{id} its
 * dates with the places left and the booking form, and /service/reservation/track/{number}
 * ?secret=… the booking as it stands, to cancel it.
 */
export default function ReservationPage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const { bridge, value } = useParams();
  const [search] = useSearchParams();
  usePageMeta(lang, t('reservation.title'), { description: t('reservation.intro') });
  if (bridge === 'track' && value !== undefined) {
    return <BookingTracking number={value} secret={search.get(SECRET_PARAM) ?? ''} />;
  }
  const id = Number(value);
  if ((bridge === 'tour' || bridge === 'narrator') && Number.isInteger(id) && id > 0) {
    return <OfferingPage kind={bridge} id={id} />;
  }
  return <OfferingList />;
}
