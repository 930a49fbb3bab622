import { useTranslation } from '@/lib/i18n';
import type { Batch, bookingInputFor, NarrationLanguage, Offering } from '@ecg/domain/contracts';
import { ContactFields } from '@/components/form/ContactFields';
import { IssueText } from '@/components/form/Field';
import { PrivacyNote } from '@/components/form/FormExtras';
import { InputField, SelectField, TextAreaField } from '@/components/form/FormFields';
import { OutboxForm } from '@/components/form/OutboxForm';
import { fieldId, type FormState } from '@/components/form/use-form';
import type { useSend } from '@/components/form/use-send';
import { bookingDay, uiLangOf } from './booking-text';

interface BookingFormProps {
  offering: Offering;
  batch: Batch;
  /** The form's state is its owner's, which also shows the receipt. */
  form: FormState<ReturnType<typeof bookingInputFor>>;
  formId: string;
  contactKeptDays: number;
  sending: ReturnType<typeof useSend>;
  onChangeBatch: () => void;
}

/**
 * The booking of the chosen batch: how many people, in which language, how to reach them, and
 * anything the centre should know, checked as the server checks it before it is sent.
 */
export function BookingForm({
  offering,
  batch,
  form,
  formId,
  contactKeptDays,
  sending,
  onChangeBatch,
}: BookingFormProps) {
  const { t, i18n } = useTranslation();
  const batchIssue = form.issues.batch;
  // A batch that filled meanwhile says so above; the hint keeps to what the tour takes.
  const most =
    batch.state === 'open' ? Math.min(offering.groupMax, batch.placesLeft) : offering.groupMax;

  return (
    <OutboxForm
      form={form}
      sender={sending}
      label={t(offering.kind === 'tour' ? 'reservation.send' : 'reservation.sendNarrator')}
    >
      <div
        className={`booking-batch${batchIssue ? ' form-field--invalid' : ''}`}
        id={fieldId(formId, 'batch')}
        tabIndex={-1}
      >
        <p className="booking-batch__when">
          {t('reservation.chosen', {
            day: bookingDay(batch.date, uiLangOf(i18n.language)),
            time: batch.time,
          })}
        </p>
        {batchIssue ? (
          <p className="form-field__issue">
            <IssueText issue={batchIssue} />
          </p>
        ) : null}
        <button type="button" className="form-button form-button--quiet" onClick={onChangeBatch}>
          {t('reservation.change')}
        </button>
      </div>
      <InputField
        form={form}
        formId={formId}
        field="party"
        label={t('reservation.party')}
        hint={t('reservation.partyHint', {
          min: offering.groupMin,
          max: Math.max(most, offering.groupMin),
        })}
        required
        type="number"
        inputMode="numeric"
        min={offering.groupMin}
        max={most}
      />
      <SelectField
        form={form}
        formId={formId}
        field="language"
        label={t('reservation.language')}
        required
      >
        {offering.languages.map((code: NarrationLanguage) => (
          <option key={code} value={code}>
            {t(`reservation.languageName.${code}`)}
          </option>
        ))}
      </SelectField>
      <ContactFields form={form} formId={formId} />
      <TextAreaField
        form={form}
        formId={formId}
        field="notes"
        label={t('reservation.notes')}
        hint={t('reservation.notesHint')}
        maxLength={500}
      />
      <PrivacyNote
        why={t('reservation.privacyWhy')}
        kept={t('reservation.privacyKept', { count: contactKeptDays })}
      />
    </OutboxForm>
  );
}
