import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  repairStatusAnswerSchema,
  repairStatusRequestSchema,
} from '@ecg/domain/contracts/admin-repairs';
import {
  REPAIR_STATUSES,
  repairStatusChangeProblem,
  type RepairStatus,
} from '@ecg/domain/rules/repair-reports';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { SelectField, TextArea } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import { REPAIRS_KEY } from './repairs-query';

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
  const [next, setNext] = useState<RepairStatus>(allowed.find((to) => to !== status) ?? status);
  const [note, setNote] = useState('');
  const { errors, setErrors, submit, pending, failure } = useCheckedChange({
    send: (body: object) => adminPost(ADMIN_API_PATHS.repairStatus, body, repairStatusAnswerSchema),
    invalidates: [REPAIRS_KEY],
    onSent: ({ data }) => {
      setNote('');
      onChanged(
        data.status === status
          ? t('repairs.noted', { number })
          : t('repairs.moved', { number, status: t(`repairs.statuses.${data.status}`) }),
      );
    },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = repairStatusRequestSchema.safeParse({ number, status: next, note });
    if (checked.success && next === status && !checked.data.note) {
      setErrors({ note: { key: 'repairs.noteNeeded' } });
      return;
    }
    submit(checked);
  };
  return (
    <form className="panel" onSubmit={save} noValidate aria-labelledby="status-heading">
      <h2 id="status-heading">{t('repairs.statusHeading')}</h2>
      <SelectField
        label={t('repairs.newStatus')}
        value={next}
        onChange={(value) => setNext(value as RepairStatus)}
        options={allowed.map((to) => ({
          value: to,
          label:
            to === status
              ? t('repairs.stay', { status: t(`repairs.statuses.${to}`) })
              : t(`repairs.statuses.${to}`),
        }))}
        error={errors.status}
      />
      <TextArea
        label={t('repairs.note')}
        hint={t('repairs.noteHint')}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('repairs.save')}
      </button>
    </form>
  );
}
