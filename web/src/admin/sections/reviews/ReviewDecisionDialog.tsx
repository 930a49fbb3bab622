import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  rejectReviewRequestSchema,
  reviewDecisionAnswerSchema,
  reviewDecisionRequestSchema,
} from '@ecg/domain/contracts/admin-reviews';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { ConfirmDialog } from '@/admin/components/ConfirmDialog';
import { TextArea } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { REVIEWS_KEY } from './reviews-query';

export type ReviewDecision = 'approve' | 'reject' | 'restore';

const PATH = {
  approve: ADMIN_API_PATHS.approveReview,
  reject: ADMIN_API_PATHS.rejectReview,
  restore: ADMIN_API_PATHS.restoreReview,
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
    send: (checked) => adminPost(PATH[decision], checked, reviewDecisionAnswerSchema),
    invalidates: [REVIEWS_KEY],
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
    send: (checked) => adminPost(PATH.reject, checked, reviewDecisionAnswerSchema),
    invalidates: [REVIEWS_KEY],
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
