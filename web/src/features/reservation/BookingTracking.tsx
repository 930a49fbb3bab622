import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import type { Booking } from '@ecg/domain/contracts';
import { serviceFormPath } from '@ecg/domain/service-routes';
import { Dialog } from '@/components/Dialog';
import { StatusMessage } from '@/components/StatusMessage';
import { SendStatus } from '@/components/form/SendStatus';
import { receiptOf, useSend } from '@/components/form/use-send';
import { HttpError } from '@/lib/api/http';
import { useContentLang } from '@/lib/use-content-lang';
import { bookingDay, uiLangOf } from './booking-text';
import { useLanguageNames } from './OfferingFacts';
import { useBooking } from './reservation-calls';

/**
 * A booking as it stands, by the number in the path and the secret in the link (requirements
 * §7 application), with the way to cancel it after saying yes once more.
 */
export function BookingTracking({ number, secret }: { number: string; secret: string }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const found = useBooking({ number, secret }, lang);
  const cancelled = useSend(
    'cancelReservation',
    lang,
    useCallback(() => undefined, []),
  );
  const booking = receiptOf(cancelled.entry, 'cancelReservation') ?? found.data;

  let body;
  if (secret === '') body = <p className="service-none">{t('reservation.noSecret')}</p>;
  else if (found.error instanceof HttpError && found.error.status === 403) {
    body = (
      <p className="service-none" role="alert">
        {t('reservation.wrongSecret')}
      </p>
    );
  } else if (booking === undefined) {
    body = (
      <StatusMessage
        status={found.isError ? 'failed' : 'loading'}
        onRetry={() => void found.refetch()}
      />
    );
  } else {
    body = (
      <>
        <BookingDetails booking={booking} />
        <SendStatus
          sending={cancelled.sending}
          entry={cancelled.entry}
          refusal={cancelled.refusal}
          onRetry={() => void cancelled.retry()}
        />
        {booking.cancellable ? (
          <CancelButton
            number={booking.number}
            onCancel={() => void cancelled.send({ number, secret })}
          />
        ) : null}
      </>
    );
  }
  return (
    <div className="page-column service reservation">
      <Link className="reservation__back" to={serviceFormPath(lang, 'reservation')}>
        {t('reservation.back')}
      </Link>
      <h1 className="page-title">{t('reservation.trackTitle', { number })}</h1>
      {body}
    </div>
  );
}

function BookingDetails({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const languageNames = useLanguageNames();
  const foreign = booking.offering.textLang !== useContentLang();
  return (
    <>
      <p className={`booking-status booking-status--${booking.status}`} role="status">
        {t(`reservation.status.${booking.status}`)}
      </p>
      <dl className="reservation-facts">
        <dt>{t(booking.kind === 'tour' ? 'reservation.tour' : 'reservation.narrator')}</dt>
        <dd {...(foreign ? { lang: booking.offering.textLang } : {})}>{booking.offering.title}</dd>
        <dt>{t('reservation.where')}</dt>
        <dd>{booking.centre}</dd>
        <dt>{t('reservation.when')}</dt>
        <dd>
          {t('reservation.chosen', {
            day: bookingDay(booking.date, uiLangOf(i18n.language)),
            time: booking.time,
          })}{' '}
          · {t('reservation.duration', { count: booking.durationMinutes })}
        </dd>
        <dt>{t('reservation.people')}</dt>
        <dd>{booking.party}</dd>
        <dt>{t('reservation.language')}</dt>
        <dd>{languageNames([booking.language])}</dd>
        <dt>{t('contactFields.name')}</dt>
        <dd>{booking.name}</dd>
        {booking.note ? (
          <>
            <dt>{t('reservation.note')}</dt>
            <dd>{booking.note}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

function CancelButton({ number, onCancel }: { number: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="form-button form-button--quiet"
        onClick={() => setAsking(true)}
      >
        {t('reservation.cancel')}
      </button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('reservation.cancelTitle')}
        footer={
          <>
            <button
              type="button"
              className="form-button form-button--quiet"
              onClick={() => setAsking(false)}
            >
              {t('reservation.cancelNo')}
            </button>
            <button
              type="button"
              className="form-button"
              onClick={() => {
                setAsking(false);
                onCancel();
              }}
            >
              {t('reservation.cancelYes')}
            </button>
          </>
        }
      >
        <p>{t('reservation.cancelConfirm', { number })}</p>
      </Dialog>
    </>
  );
}
