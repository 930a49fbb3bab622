import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { idAnswerSchema, openBatchRequestSchema } from '@ecg/domain/contracts/admin-reservations';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { COUNT_INPUT, Field, FormAlert } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import { numberOf } from './offering-draft';

interface BatchFields {
  date: string;
  time: string;
  durationMinutes: string;
  capacity: string;
}

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
  const [fields, setFields] = useState<BatchFields>({
    date: '',
    time: '',
    durationMinutes: '',
    capacity: '',
  });
  const { errors, submit, pending, failure } = useCheckedChange({
    send: (body: object) => adminPost(ADMIN_API_PATHS.batches, body, idAnswerSchema),
    onSent: () => {
      onOpened(`${fields.date} ${fields.time}`);
      setFields((old) => ({ ...old, time: '' }));
    },
  });
  const open = (event: FormEvent) => {
    event.preventDefault();
    submit(
      openBatchRequestSchema.safeParse({
        offeringId,
        date: fields.date,
        time: fields.time,
        durationMinutes: numberOf(fields.durationMinutes),
        capacity: numberOf(fields.capacity),
      }),
    );
  };
  const field = (name: keyof BatchFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((old) => ({ ...old, [name]: event.target.value })),
    error: errors[name],
  });

  return (
    <form className="panel" onSubmit={open} noValidate aria-labelledby="open-batch-heading">
      <h2 id="open-batch-heading">{t('reservations.openHeading')}</h2>
      <p className="lead">{t('reservations.openLead')}</p>
      <Field label={t('reservations.date')} type="date" {...field('date')} />
      <Field label={t('reservations.time')} type="time" {...field('time')} />
      <Field label={t('reservations.duration')} {...COUNT_INPUT} {...field('durationMinutes')} />
      <Field label={t('reservations.capacity')} {...COUNT_INPUT} {...field('capacity')} />
      {Object.keys(errors).length > 0 && <FormAlert>{t('errors.fixFields')}</FormAlert>}
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('reservations.open')}
      </button>
    </form>
  );
}
