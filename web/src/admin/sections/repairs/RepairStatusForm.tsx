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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import {
  FormAlert,
  SelectField,
  TextArea,
  issuesByField,
  type FieldErrors,
} from '../../components/fields';
import { alertKeyOf, fieldErrorsOf } from '../../components/refusal';
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
  const queryClient = useQueryClient();
  const allowed = REPAIR_STATUSES.filter((to) => !repairStatusChangeProblem(status, to, 'note'));
  const [next, setNext] = useState<RepairStatus>(allowed.find((to) => to !== status) ?? status);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: (body: object) =>
      adminPost(ADMIN_API_PATHS.repairStatus, body, repairStatusAnswerSchema),
    onSuccess: ({ data }) => {
      setNote('');
      void queryClient.invalidateQueries({ queryKey: REPAIRS_KEY });
      onChanged(
        data.status === status
          ? t('repairs.noted', { number })
          : t('repairs.moved', { number, status: t(`repairs.statuses.${data.status}`) }),
      );
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = repairStatusRequestSchema.safeParse({ number, status: next, note });
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    if (next === status && !checked.data.note) {
      setErrors({ note: { key: 'repairs.noteNeeded' } });
      return;
    }
    setErrors({});
    send.mutate(checked.data);
  };
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="status-heading">
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
      {send.isError && Object.keys(errors).length === 0 && (
        <FormAlert>{t(alertKeyOf(send.error))}</FormAlert>
      )}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {t('repairs.save')}
      </button>
    </form>
  );
}
