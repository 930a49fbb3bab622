import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  batchCapacityRequestSchema,
  idAnswerSchema,
  type OperatorBatch,
} from '@ecg/domain/contracts/admin-reservations';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { COUNT_INPUT, Field } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
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
  const { errors, submit, pending, failure } = useCheckedChange({
    send: (body: object) => adminPost(ADMIN_API_PATHS.batchCapacity, body, idAnswerSchema),
    onSent: onSaved,
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    submit(batchCapacityRequestSchema.safeParse({ id: batch.id, capacity: numberOf(capacity) }));
  };
  return (
    <form
      className="inline-form"
      onSubmit={save}
      noValidate
      aria-label={t('reservations.capacityOf', { when })}
    >
      <Field
        label={t('reservations.capacity')}
        {...COUNT_INPUT}
        value={capacity}
        onChange={(event) => setCapacity(event.target.value)}
        error={errors.capacity}
      />
      <button type="submit" className="button" disabled={pending}>
        {t('reservations.saveCapacity')}
      </button>
      {failure}
    </form>
  );
}
