import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import type { OfferingKind } from '@ecg/domain/rules/bookings';
import { serviceFormPath } from '@ecg/domain/service-routes';
import { StatusMessage } from '@/components/StatusMessage';
import { useContentLang } from '@/lib/use-content-lang';
import { Booking } from './Booking';
import { OfferingFacts } from './OfferingFacts';
import { useOfferings } from './reservation-calls';

/** One tour or narrator: what it is, then its dates with the places left and the booking. */
export function OfferingPage({ kind, id }: { kind: OfferingKind; id: number }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const offerings = useOfferings(kind, lang);
  const offering = offerings.data?.items.find((item) => item.id === id);
  const back = (
    <Link className="reservation__back" to={serviceFormPath(lang, 'reservation')}>
      {t('reservation.back')}
    </Link>
  );
  if (offering === undefined) {
    return (
      <div className="page-column service reservation">
        <h1 className="page-title">{t('reservation.title')}</h1>
        {offerings.data ? (
          <p className="service-none">{t('reservation.gone')}</p>
        ) : (
          <StatusMessage
            status={offerings.isError ? 'failed' : 'loading'}
            onRetry={() => void offerings.refetch()}
          />
        )}
        {back}
      </div>
    );
  }
  const foreign = offering.textLang !== lang;
  return (
    <div className="page-column service reservation">
      {back}
      <h1 className="page-title" {...(foreign ? { lang: offering.textLang } : {})}>
        {offering.title}
      </h1>
      <OfferingFacts offering={offering} />
      <p className="reservation__description" {...(foreign ? { lang: offering.textLang } : {})}>
        {offering.description}
      </p>
      <Booking offering={offering} contactKeptDays={offerings.data?.contactKeptDays ?? 0} />
    </div>
  );
}
