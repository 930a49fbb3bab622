import { openBatchRequestSchema } from '@ecg/domain/contracts/admin-reservations';
import { useTranslation } from '@/lib/i18n';
import { adminPost } from '@/admin/api';
import { useForm } from '@/components/form/use-form';
import { COUNT_INPUT, Field, FixFields } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { numberOf } from './offering-draft';

/**
 * Opens a batch on a Taipei date and time with its places. After each one the form keeps the
 * date, length and places, so a day's batches are opened by changing the time alone.
 */
export function OpenBatchForm({
  offeringId,
  onOpened,
}: {
  offeringId: number;
  onOpened: (when: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm(openBatchRequestSchema, {
    date: '',
    time: '',
    durationMinutes: '',
    capacity: '',
  });
  const { submit, pending, failure } = useFormChange(form, {
    request: (values) => ({
      offeringId,
      date: values.date,
      time: values.time,
      durationMinutes: numberOf(values.durationMinutes),
      capacity: numberOf(values.capacity),
    }),
    send: (checked) => adminPost('batches', checked),
    onSent: () => {
      onOpened(`${form.values.date} ${form.values.time}`);
      form.set('time', '');
    },
  });

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="open-batch-heading">
      <h2 id="open-batch-heading">{t('reservations.openHeading')}</h2>
      <p className="lead">{t('reservations.openLead')}</p>
      <Field form={form} field="date" label={t('reservations.date')} type="date" />
      <Field form={form} field="time" label={t('reservations.time')} type="time" />
      <Field
        form={form}
        field="durationMinutes"
        label={t('reservations.duration')}
        {...COUNT_INPUT}
      />
      <Field form={form} field="capacity" label={t('reservations.capacity')} {...COUNT_INPUT} />
      <FixFields form={form} />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('reservations.open')}
      </button>
    </form>
  );
}
