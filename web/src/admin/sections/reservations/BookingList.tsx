import type { OperatorBooking } from '@ecg/domain/contracts/admin-reservations';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { RowTitle } from '@/admin/components/PagedList';
import { BookingAnswerDialog, type BookingAnswer } from './BookingAnswerDialog';

interface BookingListProps {
  bookings: OperatorBooking[];
  /** An offering's title in the console's language (the booking carries its Chinese one). */
  titleOf: (offeringId: number, fallback: string) => string;
  onChanged: (message: string) => void;
}

/** Each booking with the visitor's contact and words, confirmed or cancelled after asking. */
export function BookingList({ bookings, titleOf, onChanged }: BookingListProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<{ booking: OperatorBooking; answer: BookingAnswer }>();
  return (
    <>
      <ul className="rows">
        {bookings.map((booking) => (
          <li key={booking.number} className="row">
            <div className="row__text">
              <RowTitle
                status={booking.status}
                statusName={t(`bookings.statuses.${booking.status}`)}
              >
                {booking.number}
              </RowTitle>
              <p className="row__meta">
                {titleOf(booking.offeringId, booking.offeringTitle)} · {booking.date} {booking.time}{' '}
                · {t('bookings.party', { count: booking.party })} ·{' '}
                {t(`narration.${booking.language}`, { defaultValue: booking.language })}
              </p>
              <dl className="facts">
                <dt>{t('bookings.contact')}</dt>
                <dd>
                  {booking.contact.name === '' ? (
                    t('bookings.contactGone')
                  ) : (
                    <>
                      {booking.contact.name}
                      {booking.contact.email && (
                        <>
                          {' · '}
                          <a href={`mailto:${booking.contact.email}`}>{booking.contact.email}</a>
                        </>
                      )}
                      {booking.contact.phone && (
                        <>
                          {' · '}
                          <a href={`tel:${booking.contact.phone.replace(/[^\d+]/g, '')}`}>
                            {booking.contact.phone}
                          </a>
                        </>
                      )}
                    </>
                  )}
                </dd>
                {booking.notes && (
                  <>
                    <dt>{t('bookings.visitorNotes')}</dt>
                    <dd className="pre-line">{booking.notes}</dd>
                  </>
                )}
                {booking.statusNote && (
                  <>
                    <dt>{t('bookings.centreNote')}</dt>
                    <dd className="pre-line">{booking.statusNote}</dd>
                  </>
                )}
                <dt>{t('bookings.made')}</dt>
                <dd>
                  {booking.createdAt}
                  {booking.cancelledBy && ` · ${t(`bookings.cancelledBy.${booking.cancelledBy}`)}`}
                </dd>
              </dl>
            </div>
            <div className="row__actions">
              {booking.status === 'requested' && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setAsked({ booking, answer: 'confirm' })}
                  aria-label={t('bookings.confirmNamed', { number: booking.number })}
                >
                  {t('bookings.confirm')}
                </button>
              )}
              {booking.status !== 'cancelled' && (
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => setAsked({ booking, answer: 'cancel' })}
                  aria-label={t('bookings.cancelNamed', { number: booking.number })}
                >
                  {t('bookings.cancel')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {asked && (
        <BookingAnswerDialog
          number={asked.booking.number}
          answer={asked.answer}
          onDone={(message) => {
            setAsked(undefined);
            onChanged(message);
          }}
          onClose={() => setAsked(undefined)}
        />
      )}
    </>
  );
}
