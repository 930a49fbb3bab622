import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  publicationPostedAnswerSchema,
  publicationPostedRequestSchema,
} from '@ecg/domain/contracts/admin-publications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field, FormAlert, issuesByField, type FieldErrors } from '../../components/fields';
import { alertKeyOf, fieldErrorsOf } from '../../components/refusal';
import { PUBLICATIONS_KEY } from './publications-query';

interface PostedDialogProps {
  number: string;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** Asks before a request is marked posted (once only), with a note such as the parcel's number. */
export function PostedDialog({ number, onDone, onClose }: PostedDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const mark = useMutation({
    mutationFn: (body: object) =>
      adminPost(ADMIN_API_PATHS.publicationPosted, body, publicationPostedAnswerSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PUBLICATIONS_KEY });
      onDone(t('publications.posted', { number }));
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const checked = publicationPostedRequestSchema.safeParse({ number, note });
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    mark.mutate({ number, note });
  };
  return (
    <ConfirmDialog
      title={t('publications.postedTitle', { number })}
      confirmLabel={t('publications.markPosted')}
      tone="primary"
      busy={mark.isPending}
      onConfirm={submit}
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
      {mark.isError && !errors.note && <FormAlert>{t(alertKeyOf(mark.error))}</FormAlert>}
    </ConfirmDialog>
  );
}
