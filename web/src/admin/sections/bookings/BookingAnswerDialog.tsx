import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  bookingChangeAnswerSchema,
  cancelBookingRequestSchema,
  confirmBookingRequestSchema,
} from '@ecg/domain/contracts/admin-reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert, TextArea, issuesByField, type FieldErrors } from '../../components/fields';
import { alertKeyOf, fieldErrorsOf } from '../../components/refusal';
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
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: (body: object) => adminPost(CALL[answer].path, body, bookingChangeAnswerSchema),
    onSuccess: () => {
      // The places a cancellation frees show in the reservations section's batches too.
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
      onDone(t(answer === 'confirm' ? 'bookings.confirmed' : 'bookings.cancelled', { number }));
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const checked = CALL[answer].schema.safeParse({ number, note });
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    send.mutate({ number, note });
  };
  return (
    <ConfirmDialog
      title={t(answer === 'confirm' ? 'bookings.confirmTitle' : 'bookings.cancelTitle', {
        number,
      })}
      confirmLabel={t(answer === 'confirm' ? 'bookings.confirm' : 'bookings.cancelYes')}
      tone={answer === 'confirm' ? 'primary' : 'danger'}
      dismissLabel={answer === 'cancel' ? t('bookings.keep') : undefined}
      busy={send.isPending}
      onConfirm={submit}
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
      {send.isError && !errors.note && <FormAlert>{t(alertKeyOf(send.error))}</FormAlert>}
    </ConfirmDialog>
  );
}
