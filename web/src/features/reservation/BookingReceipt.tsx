import { useTranslation } from '@/lib/i18n';
import { ReceiptHeading } from '@/components/form/ReceiptHeading';
import { Link } from '@/components/Link';
import type { Batch, BookingReceipt } from '@ecg/domain/contracts';
import { trackingPath } from '@ecg/domain/service-routes';
import { useContentLang } from '@/lib/use-content-lang';
import { bookingDay, uiLangOf } from './booking-text';

/**
 * What the visitor keeps of a booking: its number, its code, when, for how many, and the link
 * that shows it and cancels it. Said first to a screen reader, which lands on its heading.
 */
export function BookingReceiptView({
  receipt,
  batch,
  party,
  onAnother,
}: {
  receipt: BookingReceipt;
  batch: Batch;
  party: number;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = useContentLang();
  return (
    <section className="service-receipt booking-receipt" aria-labelledby="booking-receipt-title">
      <ReceiptHeading id="booking-receipt-title" className="service-section__title">
        {t(`reservation.receipt.${receipt.status}`)}
      </ReceiptHeading>
      <dl className="reservation-facts">
        <dt>{t('reservation.number')}</dt>
        <dd className="service-receipt__code booking-receipt__number">{receipt.number}</dd>
        <dt>{t('reservation.secret')}</dt>
        <dd className="service-receipt__code booking-receipt__secret">{receipt.secret}</dd>
        <dt>{t('reservation.when')}</dt>
        <dd>
          {t('reservation.chosen', {
            day: bookingDay(batch.date, uiLangOf(i18n.language)),
            time: batch.time,
          })}
        </dd>
        <dt>{t('reservation.people')}</dt>
        <dd>{party}</dd>
      </dl>
      <p>{t('reservation.keep')}</p>
      <Link
        className="form-button booking-receipt__track"
        to={trackingPath(lang, 'reservation', receipt.number, receipt.secret)}
      >
        {t('reservation.track')}
      </Link>
      <button type="button" className="form-button form-button--quiet" onClick={onAnother}>
        {t('reservation.another')}
      </button>
    </section>
  );
}
