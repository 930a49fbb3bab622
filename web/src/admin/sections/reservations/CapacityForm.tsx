import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  batchCapacityRequestSchema,
  idAnswerSchema,
  type OperatorBatch,
} from '@ecg/domain/contracts/admin-reservations';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { Field, FormAlert, issuesByField, type FieldErrors } from '../../components/fields';
import { alertKeyOf, fieldErrorsOf } from '../../components/refusal';
import { numberOf } from './offering-draft';

interface CapacityFormProps {
  batch: OperatorBatch;
  /** The batch's date and time, naming the form. */
  when: string;
  onSaved: () => void;
}

/** A batch's places, never fewer than those booked (the server says so at the field). */
export function CapacityForm({ batch, when, onSaved }: CapacityFormProps) {
  const { t } = useTranslation();
  const [capacity, setCapacity] = useState(String(batch.capacity));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: object) => adminPost(ADMIN_API_PATHS.batchCapacity, body, idAnswerSchema),
    onSuccess: onSaved,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = batchCapacityRequestSchema.safeParse({
      id: batch.id,
      capacity: numberOf(capacity),
    });
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };
  return (
    <form
      className="inline-form"
      onSubmit={submit}
      noValidate
      aria-label={t('reservations.capacityOf', { when })}
    >
      <Field
        label={t('reservations.capacity')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={capacity}
        onChange={(event) => setCapacity(event.target.value)}
        error={errors.capacity}
      />
      <button type="submit" className="button" disabled={save.isPending}>
        {t('reservations.saveCapacity')}
      </button>
      {save.isError && !errors.capacity && <FormAlert>{t(alertKeyOf(save.error))}</FormAlert>}
    </form>
  );
}
