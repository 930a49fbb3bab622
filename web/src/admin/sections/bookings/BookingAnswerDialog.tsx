import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  bookingChangeAnswerSchema,
  cancelBookingRequestSchema,
  confirmBookingRequestSchema,
} from '@ecg/domain/contracts/admin-reservations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextArea } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import { RESERVATIONS_KEY } from '../reservations/reservations-query';
import { BOOKINGS_KEY } from './bookings-query';

export type BookingAnswer = 'confirm' | 'cancel';

const CALL = {
  confirm: { path: ADMIN_API_PATHS.confirmBooking, schema: confirmBookingRequestSchema },
  cancel: { path: ADMIN_API_PATHS.cancelBooking, schema: cancelBookingRequestSchema },
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
  const [note, setNote] = useState('');
  const { errors, setErrors, submit, pending, failure } = useCheckedChange({
    send: (body: object) => adminPost(CALL[answer].path, body, bookingChangeAnswerSchema),
    // The places a cancellation frees show in the reservations section's batches too.
    invalidates: [BOOKINGS_KEY, RESERVATIONS_KEY],
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
      onConfirm={() => submit(CALL[answer].schema.safeParse({ number, note }), { number, note })}
      onCancel={onClose}
    >
      <p>{t(answer === 'confirm' ? 'bookings.confirmText' : 'bookings.cancelText')}</p>
      <TextArea
        label={t(answer === 'confirm' ? 'bookings.note' : 'bookings.reason')}
        hint={t('bookings.noteHint')}
        rows={3}
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
