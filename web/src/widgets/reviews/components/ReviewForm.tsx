import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { REVIEW_RATING_LABELS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@ecg/domain/rules/reviews';
import { Honeypot } from '@/components/form/FormExtras';
import { IssueText } from '@/components/form/IssueText';
import { SelectField, TextAreaField } from '@/components/form/FormFields';
import { fieldId } from '@/components/form/use-form';
import type { useWriteReview } from '../hooks/use-write-review';
import { visitMonthText } from '../review-text';

/** Excellent first, as a reader weighs them (requirements §3). */
const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The review's fields (docs/forms.md): a rating as a group of five labelled choices, the text
 * with its count of characters, the visit month among the last two years (this month first),
 * and the honeypot no person sees. Each field's message comes from the contract or the server's
 * 400, in the reader's language.
 */
export function ReviewForm({
  write,
  onSubmit,
  howLink,
}: {
  write: ReturnType<typeof useWriteReview>;
  onSubmit: () => void;
  howLink: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { form, months, sending } = write;
  const legendId = useId();
  const ratingIssue = form.issues.rating;
  const ratingIssueId = `${fieldId(form.id, 'rating')}-issue`;
  const text = String(form.get('text') ?? '');
  const counterId = `${fieldId(form.id, 'text')}-count`;
  return (
    <form
      className="review-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset
        className={`review-choices form-field${ratingIssue ? ' form-field--invalid' : ''}`}
        aria-labelledby={legendId}
        {...(ratingIssue ? { 'aria-describedby': ratingIssueId } : {})}
      >
        <legend id={legendId} className="form-field__label">
          {t('reviews.write.rating')}
          <span className="form-field__required"> {t('form.required')}</span>
        </legend>
        {RATINGS.map((rating, index) => (
          <label key={rating} className="review-choice">
            <input
              type="radio"
              name={`${form.id}-rating`}
              value={rating}
              // The first choice carries the field's id: a refusal focuses it (use-form.ts).
              {...(index === 0 ? { id: fieldId(form.id, 'rating') } : {})}
              checked={form.get('rating') === String(rating)}
              onChange={() => form.set('rating', String(rating))}
            />
            <span className="review-stars" aria-hidden="true">
              {'★'.repeat(rating)}
            </span>
            {t(`reviews.rating.${REVIEW_RATING_LABELS[rating]}`)}
          </label>
        ))}
        {ratingIssue ? (
          <p className="form-field__issue" id={ratingIssueId}>
            <IssueText issue={ratingIssue} />
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        form={form}
        formId={form.id}
        field="text"
        label={t('reviews.write.text')}
        hint={t('reviews.write.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
        required
        rows={6}
        maxLength={REVIEW_TEXT_MAX}
      />
      <p className="review-form__counter" id={counterId}>
        {t('reviews.write.counter', { typed: text.trim().length, max: REVIEW_TEXT_MAX })}
      </p>
      <SelectField
        form={form}
        formId={form.id}
        field="visitMonth"
        label={t('reviews.write.visitMonth')}
        required
      >
        {months.map((month) => (
          <option key={month} value={month}>
            {visitMonthText(month, i18n.language)}
          </option>
        ))}
      </SelectField>
      <Honeypot
        value={String(form.get('website') ?? '')}
        onChange={(value) => form.set('website', value)}
      />
      <p className="review-form__how">{howLink}</p>
      <button
        type="submit"
        className="button button--primary"
        disabled={sending}
        aria-busy={sending}
      >
        {t(sending ? 'reviews.sending' : 'reviews.write.send')}
      </button>
    </form>
  );
}
