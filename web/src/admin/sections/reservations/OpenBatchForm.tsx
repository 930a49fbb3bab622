import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { idAnswerSchema, openBatchRequestSchema } from '@ecg/domain/contracts/admin-reservations';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { Field, FormAlert, issuesByField, type FieldErrors } from '../../components/fields';
import { alertKeyOf, fieldErrorsOf } from '../../components/refusal';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const open = useMutation({
    mutationFn: (body: object) => adminPost(ADMIN_API_PATHS.batches, body, idAnswerSchema),
    onSuccess: () => {
      onOpened(`${fields.date} ${fields.time}`);
      setFields((old) => ({ ...old, time: '' }));
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = openBatchRequestSchema.safeParse({
      offeringId,
      date: fields.date,
      time: fields.time,
      durationMinutes: numberOf(fields.durationMinutes),
      capacity: numberOf(fields.capacity),
    });
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    open.mutate(checked.data);
  };
  const field = (name: keyof BatchFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((old) => ({ ...old, [name]: event.target.value })),
    error: errors[name],
  });
  const count = { type: 'number', inputMode: 'numeric' as const, min: 1, step: 1 };

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="open-batch-heading">
      <h2 id="open-batch-heading">{t('reservations.openHeading')}</h2>
      <p className="lead">{t('reservations.openLead')}</p>
      <Field label={t('reservations.date')} type="date" {...field('date')} />
      <Field label={t('reservations.time')} type="time" {...field('time')} />
      <Field label={t('reservations.duration')} {...count} {...field('durationMinutes')} />
      <Field label={t('reservations.capacity')} {...count} {...field('capacity')} />
      {Object.keys(errors).length > 0 && <FormAlert>{t('errors.fixFields')}</FormAlert>}
      {open.isError && Object.keys(errors).length === 0 && (
        <FormAlert>{t(alertKeyOf(open.error))}</FormAlert>
      )}
      <button type="submit" className="button button--primary" disabled={open.isPending}>
        {t('reservations.open')}
      </button>
    </form>
  );
}
