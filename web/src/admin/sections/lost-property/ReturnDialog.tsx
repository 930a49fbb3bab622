import { returnFoundItemRequestSchema } from '@ecg/domain/contracts/admin-lost-property';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { ConfirmDialog } from '@/admin/components/ConfirmDialog';
import { SelectField, TextArea } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { LOST_PROPERTY_CALLS } from './lost-property-query';

type Outcome = 'returned' | 'disposed';

/** Asks before an item leaves the held ones: given to its owner, or disposed of; with a note. */
export function ReturnDialog({
  number,
  onDone,
  onClose,
}: {
  number: string;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm(returnFoundItemRequestSchema, {
    number,
    state: 'returned' as Outcome,
    note: '',
  });
  const { submit, pending, failure } = useFormChange(form, {
    send: (checked) => adminPost('returnFoundItem', checked),
    refreshes: LOST_PROPERTY_CALLS,
    onSent: () =>
      onDone(
        t(form.values.state === 'returned' ? 'lostProperty.returned' : 'lostProperty.disposed', {
          number,
        }),
      ),
  });
  return (
    <ConfirmDialog
      title={t('lostProperty.giveBackTitle', { number })}
      confirmLabel={t('lostProperty.giveBackYes')}
      tone="primary"
      busy={pending}
      onConfirm={() => submit()}
      onCancel={onClose}
    >
      <p>{t('lostProperty.giveBackText')}</p>
      <SelectField
        form={form}
        field="state"
        label={t('lostProperty.outcome')}
        options={(['returned', 'disposed'] as const).map((one) => ({
          value: one,
          label: t(`lostProperty.states.${one}`),
        }))}
      />
      <TextArea
        label={t('lostProperty.note')}
        hint={t('lostProperty.noteHint')}
        rows={3}
        form={form}
        field="note"
      />
      {failure}
    </ConfirmDialog>
  );
}
