import { publicationPostedRequestSchema } from '@ecg/domain/contracts/admin-publications';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { ConfirmDialog } from '@/admin/components/ConfirmDialog';
import { Field } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { PUBLICATION_CALLS } from './publications-query';

interface PostedDialogProps {
  number: string;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** Asks before a request is marked posted (once only), with a note such as the parcel's number. */
export function PostedDialog({ number, onDone, onClose }: PostedDialogProps) {
  const { t } = useTranslation();
  const form = useForm(publicationPostedRequestSchema, { number, note: '' });
  const { submit, pending, failure } = useFormChange(form, {
    // The note as typed: the server trims it and keeps an empty one as none.
    send: (_checked, request) => adminPost('publicationPosted', request),
    refreshes: PUBLICATION_CALLS,
    onSent: () => onDone(t('publications.posted', { number })),
  });
  return (
    <ConfirmDialog
      title={t('publications.postedTitle', { number })}
      confirmLabel={t('publications.markPosted')}
      tone="primary"
      busy={pending}
      onConfirm={() => submit()}
      onCancel={onClose}
    >
      <p>{t('publications.postedText')}</p>
      <Field
        form={form}
        field="note"
        label={t('publications.note')}
        hint={t('publications.noteHint')}
      />
      {failure}
    </ConfirmDialog>
  );
}
