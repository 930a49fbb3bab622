import {
  rejectReviewRequestSchema,
  reviewDecisionRequestSchema,
} from '@ecg/domain/contracts/admin-reviews';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { ConfirmDialog } from '@/admin/components/ConfirmDialog';
import { TextArea } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { REVIEW_CALLS } from './reviews-query';

export type ReviewDecision = 'approve' | 'reject' | 'restore';

const CALL = {
  approve: 'approveReview',
  reject: 'rejectReview',
  restore: 'restoreReview',
} as const;

interface ReviewDecisionDialogProps {
  id: number;
  placeName: string;
  decision: ReviewDecision;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** Asks before a review is shown or rejected; a rejection's reason is what the member reads. */
export function ReviewDecisionDialog(props: ReviewDecisionDialogProps) {
  return props.decision === 'reject' ? <RejectDialog {...props} /> : <ShowDialog {...props} />;
}

function ShowDialog({ id, placeName, decision, onDone, onClose }: ReviewDecisionDialogProps) {
  const { t } = useTranslation();
  const form = useForm(reviewDecisionRequestSchema, { id });
  const { submit, pending, failure } = useFormChange(form, {
    send: (checked) => adminPost(CALL[decision], checked),
    refreshes: REVIEW_CALLS,
    onSent: () => onDone(t(`reviews.done.${decision}`, { place: placeName })),
  });
  return (
    <ConfirmDialog
      title={t(`reviews.confirm.${decision}`, { place: placeName })}
      confirmLabel={t(`reviews.actions.${decision}`)}
      tone="primary"
      busy={pending}
      onConfirm={() => submit()}
      onCancel={onClose}
    >
      <p>{t(`reviews.confirmText.${decision}`)}</p>
      {failure}
    </ConfirmDialog>
  );
}

function RejectDialog({ id, placeName, onDone, onClose }: ReviewDecisionDialogProps) {
  const { t } = useTranslation();
  const form = useForm(rejectReviewRequestSchema, { id, reason: '' });
  const { submit, pending, failure } = useFormChange(form, {
    send: (checked) => adminPost(CALL.reject, checked),
    refreshes: REVIEW_CALLS,
    onSent: () => onDone(t('reviews.done.reject', { place: placeName })),
  });
  return (
    <ConfirmDialog
      title={t('reviews.confirm.reject', { place: placeName })}
      confirmLabel={t('reviews.actions.reject')}
      busy={pending}
      onConfirm={() => submit()}
      onCancel={onClose}
    >
      <p>{t('reviews.confirmText.reject')}</p>
      <TextArea
        label={t('reviews.reason')}
        hint={t('reviews.reasonHint')}
        rows={3}
        form={form}
        field="reason"
      />
      {failure}
    </ConfirmDialog>
  );
}
