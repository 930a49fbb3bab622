import type { OperatorOffering, VisitorCentre } from '@ecg/domain/contracts/admin-reservations';
import { useMutation, useQueryClient } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import { refreshCalls } from '@/admin/admin-keys';
import { adminPost } from '@/admin/api';
import { ConfirmDialog } from '@/admin/components/ConfirmDialog';
import { FormAlert } from '@/admin/components/fields';
import { alertKeyOf } from '@/admin/components/refusal';
import { nameIn, offeringTitle, RESERVATION_CALLS } from './reservations-query';

interface OfferingListProps {
  setup: { offerings: OperatorOffering[]; centres: VisitorCentre[] };
  onChanged: (message: string) => void;
}

/** Every offering, withdrawn ones last: its batches, its edit form, withdrawn (asked first) or put back. */
export function OfferingList({ setup, onChanged }: OfferingListProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<OperatorOffering>();
  const setActive = useMutation({
    mutationFn: ({ offering, active }: { offering: OperatorOffering; active: boolean }) =>
      adminPost('offeringActive', { id: offering.id, active }),
    onSuccess: (_answer, { offering, active }) => {
      setAsked(undefined);
      void refreshCalls(queryClient, RESERVATION_CALLS);
      const title = offeringTitle(offering, i18n.language);
      onChanged(t(active ? 'reservations.restored' : 'reservations.withdrawn', { title }));
    },
  });
  const centreName = (id: number) => {
    const centre = setup.centres.find((item) => item.id === id);
    return centre ? nameIn(centre.name, i18n.language) : String(id);
  };

  return (
    <section className="panel" aria-labelledby="offerings-heading">
      <h2 id="offerings-heading">{t('reservations.offeringsHeading')}</h2>
      <p>
        <Link to="/reservations?new" className="button button--primary">
          {t('reservations.new')}
        </Link>
      </p>
      {setup.offerings.length === 0 && <p>{t('reservations.none')}</p>}
      <ul className="rows">
        {setup.offerings.map((offering) => {
          const title = offeringTitle(offering, i18n.language);
          return (
            <li key={offering.id} className="row">
              <div className="row__text">
                <h3 className="row__title">{title}</h3>
                <p className="row__meta">
                  {t(`reservations.kinds.${offering.kind}`)} · {centreName(offering.centreId)}
                  {offering.active ? '' : ` · ${t('reservations.withdrawnBadge')}`}
                </p>
              </div>
              <div className="row__actions">
                <Link
                  to={`/reservations?batches=${offering.id}`}
                  className="button"
                  aria-label={t('reservations.batchesOf', { title })}
                >
                  {t('reservations.batches')}
                </Link>
                <Link
                  to={`/reservations?edit=${offering.id}`}
                  className="button"
                  aria-label={t('reservations.editNamed', { title })}
                >
                  {t('reservations.edit')}
                </Link>
                {offering.active ? (
                  <button
                    type="button"
                    className="button button--danger"
                    onClick={() => setAsked(offering)}
                    aria-label={t('reservations.withdrawNamed', { title })}
                  >
                    {t('reservations.withdraw')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={setActive.isPending}
                    onClick={() => setActive.mutate({ offering, active: true })}
                    aria-label={t('reservations.restoreNamed', { title })}
                  >
                    {t('reservations.restore')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {setActive.isError && !asked && <FormAlert>{t(alertKeyOf(setActive.error))}</FormAlert>}
      {asked && (
        <ConfirmDialog
          title={t('reservations.withdrawTitle')}
          confirmLabel={t('reservations.withdraw')}
          busy={setActive.isPending}
          onConfirm={() => setActive.mutate({ offering: asked, active: false })}
          onCancel={() => {
            setActive.reset();
            setAsked(undefined);
          }}
        >
          <p>{t('reservations.withdrawText', { title: offeringTitle(asked, i18n.language) })}</p>
          {setActive.isError && <FormAlert>{t(alertKeyOf(setActive.error))}</FormAlert>}
        </ConfirmDialog>
      )}
    </section>
  );
}
