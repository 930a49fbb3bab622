import { repairStatusRequestSchema } from '@ecg/domain/contracts/admin-repairs';
import {
  REPAIR_STATUSES,
  repairStatusChangeProblem,
  type RepairStatus,
} from '@ecg/domain/rules/repair-reports';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { SelectField, TextArea } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { REPAIR_CALLS } from './repairs-query';

interface RepairStatusFormProps {
  number: string;
  status: RepairStatus;
  onChanged: (message: string) => void;
}

/**
 * The statuses the rules allow from where the report is (forward, or a closed one reopened),
 * or the same one to add a note; the note is what the visitors read beside the status.
 */
export function RepairStatusForm({ number, status, onChanged }: RepairStatusFormProps) {
  const { t } = useTranslation();
  const allowed = REPAIR_STATUSES.filter((to) => !repairStatusChangeProblem(status, to, 'note'));
  const form = useForm(repairStatusRequestSchema, {
    number,
    status: allowed.find((to) => to !== status) ?? status,
    note: '',
  });
  const { submit, pending, failure } = useFormChange(form, {
    send: (checked) => adminPost('repairStatus', checked),
    refreshes: REPAIR_CALLS,
    // The same status again is a note alone, so it must have one.
    rules: (checked) =>
      checked.status === status && !checked.note
        ? [{ field: 'note', rule: 'required', key: 'repairs.noteNeeded' }]
        : [],
    onSent: ({ data }) => {
      form.set('note', '');
      onChanged(
        data.status === status
          ? t('repairs.noted', { number })
          : t('repairs.moved', { number, status: t(`repairs.statuses.${data.status}`) }),
      );
    },
  });
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="status-heading">
      <h2 id="status-heading">{t('repairs.statusHeading')}</h2>
      <SelectField
        form={form}
        field="status"
        label={t('repairs.newStatus')}
        options={allowed.map((to) => ({
          value: to,
          label:
            to === status
              ? t('repairs.stay', { status: t(`repairs.statuses.${to}`) })
              : t(`repairs.statuses.${to}`),
        }))}
      />
      <TextArea
        label={t('repairs.note')}
        hint={t('repairs.noteHint')}
        rows={3}
        form={form}
        field="note"
      />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('repairs.save')}
      </button>
    </form>
  );
}
