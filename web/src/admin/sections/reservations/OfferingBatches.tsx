import type { OperatorBatch, OperatorOffering } from '@ecg/domain/contracts/admin-reservations';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import { refreshCalls } from '@/admin/admin-keys';
import { adminPost } from '@/admin/api';
import { FormAlert } from '@/admin/components/fields';
import { alertKeyOf } from '@/admin/components/refusal';
import { CapacityForm } from './CapacityForm';
import { OpenBatchForm } from './OpenBatchForm';
import { batchesQuery, RESERVATION_CALLS } from './reservations-query';

/** A batch's state for the centre: begun, closed to bookings, or open. */
const stateKey = (batch: OperatorBatch) =>
  batch.started ? 'started' : batch.open ? 'open' : 'closed';

/** An offering's batches from today on, each resized, closed or reopened; and a new one opened. */
export function OfferingBatches({
  offering,
  title,
  say,
}: {
  offering: OperatorOffering;
  title: string;
  /** Says what was just done in the section's status line. */
  say: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const batches = useQuery(batchesQuery(offering.id));
  const refresh = () => refreshCalls(queryClient, RESERVATION_CALLS);
  const setOpen = useMutation({
    mutationFn: ({ batch, open }: { batch: OperatorBatch; open: boolean }) =>
      adminPost('batchOpen', { id: batch.id, open }),
    onSuccess: (_answer, { batch, open }) => {
      void refresh();
      const when = `${batch.date} ${batch.time}`;
      say(t(open ? 'reservations.reopened' : 'reservations.closed', { when }));
    },
  });

  return (
    <>
      <section className="panel" aria-labelledby="batches-heading">
        <h2 id="batches-heading">{t('reservations.batchesHeading', { title })}</h2>
        {!offering.active && <p className="notice-line">{t('reservations.withdrawnNote')}</p>}
        {batches.isPending && <p role="status">{t('app.loading')}</p>}
        {batches.isError && <FormAlert>{t('errors.load')}</FormAlert>}
        {batches.data?.length === 0 && <p>{t('reservations.noBatches')}</p>}
        <ul className="rows">
          {batches.data?.map((batch) => {
            const when = `${batch.date} ${batch.time}`;
            return (
              <li key={batch.id} className="row">
                <div className="row__text">
                  <h3 className="row__title">{when}</h3>
                  <p className="row__meta">
                    {t('reservations.minutes', { count: batch.durationMinutes })} ·{' '}
                    {t('reservations.booked', { booked: batch.booked, capacity: batch.capacity })} ·{' '}
                    <strong>{t(`reservations.states.${stateKey(batch)}`)}</strong>
                  </p>
                </div>
                {!batch.started && (
                  <CapacityForm
                    batch={batch}
                    when={when}
                    onSaved={() => {
                      void refresh();
                      say(t('reservations.capacitySaved', { when }));
                    }}
                  />
                )}
                <div className="row__actions">
                  {!batch.started && (
                    <button
                      type="button"
                      className={batch.open ? 'button button--danger' : 'button'}
                      disabled={setOpen.isPending}
                      onClick={() => setOpen.mutate({ batch, open: !batch.open })}
                      aria-label={t(
                        batch.open ? 'reservations.closeNamed' : 'reservations.reopenNamed',
                        { when },
                      )}
                    >
                      {t(batch.open ? 'reservations.close' : 'reservations.reopen')}
                    </button>
                  )}
                  <Link
                    to={`/bookings?batchId=${batch.id}`}
                    className="button"
                    aria-label={t('reservations.bookingsOf', { when })}
                  >
                    {t('reservations.bookings')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        {setOpen.isError && <FormAlert>{t(alertKeyOf(setOpen.error))}</FormAlert>}
      </section>
      <OpenBatchForm
        offeringId={offering.id}
        onOpened={(when) => {
          void refresh();
          say(t('reservations.opened', { when }));
        }}
      />
    </>
  );
}
