import { BOOKING_STATUSES } from '@ecg/domain/rules/bookings';
import type { OperatorBooking } from '@ecg/domain/contracts/admin-reservations';
import { useTranslation } from '@/lib/i18n';
import { Field, SelectField } from '@/admin/components/fields';
import { FilterPanel } from '@/admin/components/FilterPanel';
import type { BookingFilter } from './bookings-query';

interface BookingFiltersProps {
  filter: BookingFilter;
  offerings: { value: string; label: string }[];
  /** A booking of the list, naming the batch when the list is of one batch. */
  batch: OperatorBooking | undefined;
  onChange: (filter: BookingFilter) => void;
}

/** The filters, applied as they change; a batch chosen elsewhere is said, and let go. */
export function BookingFilters({ filter, offerings, batch, onChange }: BookingFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      heading={t('bookings.filtersHeading')}
      lead={
        filter.batchId && (
          <p className="notice-line">
            {batch
              ? t('bookings.oneBatchOf', { when: `${batch.date} ${batch.time}` })
              : t('bookings.oneBatch')}{' '}
            <button
              type="button"
              className="button"
              onClick={() => onChange({ ...filter, batchId: undefined })}
            >
              {t('bookings.allBatches')}
            </button>
          </p>
        )
      }
    >
      <SelectField
        label={t('bookings.offering')}
        value={filter.offeringId ?? ''}
        onChange={(offeringId) => onChange({ ...filter, offeringId })}
        options={[{ value: '', label: t('bookings.allOfferings') }, ...offerings]}
      />
      <Field
        label={t('bookings.date')}
        type="date"
        value={filter.date ?? ''}
        onChange={(event) => onChange({ ...filter, date: event.target.value })}
      />
      <SelectField
        label={t('bookings.status')}
        value={filter.status ?? ''}
        onChange={(status) =>
          onChange({ ...filter, status: (status || undefined) as BookingFilter['status'] })
        }
        options={[
          { value: '', label: t('bookings.allStatuses') },
          ...BOOKING_STATUSES.map((status) => ({
            value: status,
            label: t(`bookings.statuses.${status}`),
          })),
        ]}
      />
    </FilterPanel>
  );
}
