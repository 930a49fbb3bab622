import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  foundItemChangeAnswerSchema,
  returnFoundItemRequestSchema,
} from '@ecg/domain/contracts/admin-lost-property';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectField, TextArea } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
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
  const [state, setState] = useState<Outcome>('returned');
  const [note, setNote] = useState('');
  const { errors, submit, pending, failure } = useCheckedChange({
    send: (body: object) =>
      adminPost(ADMIN_API_PATHS.returnFoundItem, body, foundItemChangeAnswerSchema),
    invalidates: [LOST_PROPERTY_KEY],
    onSent: () =>
      onDone(
        t(state === 'returned' ? 'lostProperty.returned' : 'lostProperty.disposed', { number }),
      ),
  });
  return (
    <ConfirmDialog
      title={t('lostProperty.giveBackTitle', { number })}
      confirmLabel={t('lostProperty.giveBackYes')}
      tone="primary"
      busy={pending}
      onConfirm={() => submit(returnFoundItemRequestSchema.safeParse({ number, state, note }))}
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
      {failure}
    </ConfirmDialog>
  );
}
