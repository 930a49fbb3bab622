import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { REPORT_REASONS } from '@ecg/domain/contracts/reviews';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Dialog } from '@/components/Dialog';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { useMemberState } from '@/lib/members/use-member-state';
import { reportReview, type ReportOutcome } from '../api/report';

type Reason = (typeof REPORT_REASONS)[number];

/**
 * A review's Report control (docs/reviews.md, Reports): a small dialog to choose why, sent by
 * anyone, with the member token when signed in. Once sent it thanks the reader and stays
 * disabled for that review; three different reporters hide a review until an operator looks.
 */
export function ReportReview({
  lang,
  reviewId,
  reported,
  onReported,
}: {
  lang: ContentLang;
  reviewId: number;
  reported: boolean;
  onReported: () => void;
}) {
  const { t } = useTranslation();
  const { session } = useMemberState();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>();
  const [key, setKey] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Exclude<ReportOutcome, 'reported'>>();
  const legendId = useId();

  const send = async () => {
    if (reason === undefined || sending) return;
    setSending(true);
    setProblem(undefined);
    const outcome = await reportReview(
      lang,
      { reviewId, reason, ...(session ? { token: session.token } : {}) },
      key,
    );
    setSending(false);
    if (outcome === 'reported') {
      setOpen(false);
      onReported();
    } else setProblem(outcome);
  };

  if (reported) {
    return (
      <div className="review__report">
        <p role="status" className="review__reported">
          {t('reviews.report.thanks')}
        </p>
        <button type="button" className="button button--quiet" disabled>
          {t('reviews.report.done')}
        </button>
      </div>
    );
  }
  return (
    <div className="review__report">
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          // One key for this report, however often Send is pressed (docs/writes.md).
          setKey(newIdempotencyKey());
          setProblem(undefined);
          setOpen(true);
        }}
      >
        {t('reviews.report.open')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('reviews.report.title')}
        footer={
          <>
            <button
              type="button"
              className="form-button form-button--quiet"
              onClick={() => setOpen(false)}
            >
              {t('reviews.cancel')}
            </button>
            <button
              type="button"
              className="form-button"
              disabled={reason === undefined || sending}
              aria-busy={sending}
              onClick={() => void send()}
            >
              {t(sending ? 'reviews.sending' : 'reviews.report.send')}
            </button>
          </>
        }
      >
        <fieldset className="review-choices" aria-labelledby={legendId}>
          <legend id={legendId}>{t('reviews.report.why')}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="review-choice">
              <input
                type="radio"
                name={`report-${reviewId}`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {t(`reviews.report.reasons.${value}`)}
            </label>
          ))}
        </fieldset>
        {problem ? (
          <p role="alert" className="review-problem">
            {t(`reviews.report.problem.${problem}`)}
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}
