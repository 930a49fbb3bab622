import {
  batchCapacityRequestSchema,
  type OperatorBatch,
} from '@ecg/domain/contracts/admin-reservations';
import { useTranslation } from '@/lib/i18n';
import { adminPost } from '@/admin/api';
import { COUNT_INPUT, Field } from '@/admin/components/fields';
import { useForm } from '@/components/form/use-form';
import { useFormChange } from '@/admin/components/use-form-change';
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
  const form = useForm(batchCapacityRequestSchema, { capacity: String(batch.capacity) });
  const { submit, pending, failure } = useFormChange(form, {
    request: (values) => ({ id: batch.id, capacity: numberOf(values.capacity) }),
    send: (checked) => adminPost('batchCapacity', checked),
    onSent: onSaved,
  });
  return (
    <form
      className="inline-form"
      onSubmit={submit}
      noValidate
      aria-label={t('reservations.capacityOf', { when })}
    >
      <Field form={form} field="capacity" label={t('reservations.capacity')} {...COUNT_INPUT} />
      <button type="submit" className="button" disabled={pending}>
        {t('reservations.saveCapacity')}
      </button>
      {failure}
    </form>
  );
}
