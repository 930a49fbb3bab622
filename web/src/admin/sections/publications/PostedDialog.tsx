import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  publicationPostedAnswerSchema,
  publicationPostedRequestSchema,
} from '@ecg/domain/contracts/admin-publications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import { PUBLICATIONS_KEY } from './publications-query';

interface PostedDialogProps {
  number: string;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** Asks before a request is marked posted (once only), with a note such as the parcel's number. */
export function PostedDialog({ number, onDone, onClose }: PostedDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const { errors, setErrors, submit, pending, failure } = useCheckedChange({
    send: (body: object) =>
      adminPost(ADMIN_API_PATHS.publicationPosted, body, publicationPostedAnswerSchema),
    invalidates: [PUBLICATIONS_KEY],
    onSent: () => onDone(t('publications.posted', { number })),
  });
  return (
    <ConfirmDialog
      title={t('publications.postedTitle', { number })}
      confirmLabel={t('publications.markPosted')}
      tone="primary"
      busy={pending}
      onConfirm={() =>
        submit(publicationPostedRequestSchema.safeParse({ number, note }), { number, note })
      }
      onCancel={onClose}
    >
      <p>{t('publications.postedText')}</p>
      <Field
        label={t('publications.note')}
        hint={t('publications.noteHint')}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setErrors({});
        }}
        error={errors.note}
      />
      {failure}
    </ConfirmDialog>
  );
}
