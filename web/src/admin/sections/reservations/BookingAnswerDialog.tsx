import {
  cancelBookingRequestSchema,
  confirmBookingRequestSchema,
} from '@ecg/domain/contracts/admin-reservations';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { ConfirmDialog } from '@/admin/components/ConfirmDialog';
import { TextArea } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { BOOKING_CALLS } from './bookings-query';

export type BookingAnswer = 'confirm' | 'cancel';

const CALL = {
  confirm: { call: 'confirmBooking', schema: confirmBookingRequestSchema },
  cancel: { call: 'cancelBooking', schema: cancelBookingRequestSchema },
} as const;

interface BookingAnswerDialogProps {
  number: string;
  answer: BookingAnswer;
  onDone: (message: string) => void;
  onClose: () => void;
}

/**
 * Asks before a booking is confirmed or cancelled, with the note the visitor will read on their
 * booking's page: optional for a confirmation, the reason for a cancellation.
 */
export function BookingAnswerDialog({ number, answer, onDone, onClose }: BookingAnswerDialogProps) {
  const { t } = useTranslation();
  const form = useForm(CALL[answer].schema, { number, note: '' });
  const { submit, pending, failure } = useFormChange(form, {
    // The note as typed: the server trims it and keeps an empty one as none.
    send: (_checked, request) => adminPost(CALL[answer].call, request),
    // The places a cancellation frees show in the reservations section's batches too.
    refreshes: BOOKING_CALLS,
    onSent: () =>
      onDone(t(answer === 'confirm' ? 'bookings.confirmed' : 'bookings.cancelled', { number })),
  });
  return (
    <ConfirmDialog
      title={t(answer === 'confirm' ? 'bookings.confirmTitle' : 'bookings.cancelTitle', {
        number,
      })}
      confirmLabel={t(answer === 'confirm' ? 'bookings.confirm' : 'bookings.cancelYes')}
      tone={answer === 'confirm' ? 'primary' : 'danger'}
      dismissLabel={answer === 'cancel' ? t('bookings.keep') : undefined}
      busy={pending}
      onConfirm={() => submit()}
      onCancel={onClose}
    >
      <p>{t(answer === 'confirm' ? 'bookings.confirmText' : 'bookings.cancelText')}</p>
      <TextArea
        label={t(answer === 'confirm' ? 'bookings.note' : 'bookings.reason')}
        hint={t('bookings.noteHint')}
        rows={3}
        form={form}
        field="note"
      />
      {failure}
    </ConfirmDialog>
  );
}
