import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  foundItemChangeAnswerSchema,
  returnFoundItemRequestSchema,
} from '@ecg/domain/contracts/admin-lost-property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  FormAlert,
  SelectField,
  TextArea,
  issuesByField,
  type FieldErrors,
} from '../../components/fields';
import { alertKeyOf, fieldErrorsOf } from '../../components/refusal';
import { LOST_PROPERTY_KEY } from './lost-property-query';

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
  const queryClient = useQueryClient();
  const [state, setState] = useState<Outcome>('returned');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: (body: object) =>
      adminPost(ADMIN_API_PATHS.returnFoundItem, body, foundItemChangeAnswerSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: LOST_PROPERTY_KEY });
      onDone(
        t(state === 'returned' ? 'lostProperty.returned' : 'lostProperty.disposed', { number }),
      );
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const checked = returnFoundItemRequestSchema.safeParse({ number, state, note });
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    send.mutate(checked.data);
  };
  return (
    <ConfirmDialog
      title={t('lostProperty.giveBackTitle', { number })}
      confirmLabel={t('lostProperty.giveBackYes')}
      tone="primary"
      busy={send.isPending}
      onConfirm={submit}
      onCancel={onClose}
    >
      <p>{t('lostProperty.giveBackText')}</p>
      <SelectField
        label={t('lostProperty.outcome')}
        value={state}
        onChange={(value) => setState(value as Outcome)}
        options={(['returned', 'disposed'] as const).map((one) => ({
          value: one,
          label: t(`lostProperty.states.${one}`),
        }))}
      />
      <TextArea
        label={t('lostProperty.note')}
        hint={t('lostProperty.noteHint')}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      {send.isError && Object.keys(errors).length === 0 && (
        <FormAlert>{t(alertKeyOf(send.error))}</FormAlert>
      )}
    </ConfirmDialog>
  );
}
