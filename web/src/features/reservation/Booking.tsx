import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  bookingInputFor,
  type Batch,
  type FormIssue,
  type NarrationLanguage,
  type Offering,
} from '@ecg/domain/contracts';
import type { UiLang } from '@ecg/domain/rules/language';
import { StatusMessage } from '@/components/StatusMessage';
import { EMPTY_CONTACT } from '@/components/form/ContactFields';
import { useForm } from '@/components/form/use-form';
import { receiptOf, useSend } from '@/components/form/use-send';
import { useContentLang } from '@/lib/use-content-lang';
import { BatchPicker } from './BatchPicker';
import { BookingForm } from './BookingForm';
import { BookingReceiptView } from './BookingReceipt';
import { uiLangOf } from './booking-text';
import { useBatches } from './reservation-calls';

/** The tour language a visitor most likely wants: their own, where the tour is given in it. */
const NARRATION_OF: Record<UiLang, NarrationLanguage> = {
  'zh-tw': 'zh',
  'zh-cn': 'zh',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
};

/**
 * The booking of one offering: its batches, the form for the one chosen, and the receipt. A
 * refusal for the batch (full, closed) asks for the places left again and says so at the
 * chosen batch; one for too many people says how many places are left.
 */
export function Booking({
  offering,
  contactKeptDays,
}: {
  offering: Offering;
  contactKeptDays: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = useContentLang();
  const formId = `booking-${useId().replace(/\W/g, '')}`;
  const batches = useBatches(offering.id, lang);
  const [picked, setPicked] = useState<Batch>();
  const chosenId = picked?.id;
  // The chosen batch as asked last; one no longer listed has stopped taking bookings.
  const chosen = picked && {
    ...picked,
    state: 'closed' as const,
    placesLeft: 0,
    ...batches.data?.days.flatMap((day) => day.batches).find((batch) => batch.id === chosenId),
  };
  // At most the places left of an open batch; one that filled meanwhile is said at the batch.
  const most = chosen?.state === 'open' ? chosen.placesLeft : offering.groupMax;
  const schema = useMemo(
    () => bookingInputFor(offering.groupMin, Math.min(offering.groupMax, most)),
    [offering, most],
  );
  const wanted = NARRATION_OF[uiLangOf(i18n.language)];
  const form = useForm(
    schema,
    {
      party: String(offering.groupMin),
      language: offering.languages.includes(wanted) ? wanted : offering.languages[0],
      contact: EMPTY_CONTACT,
      notes: '',
      website: '',
    },
    formId,
  );
  const { refetch } = batches;
  const onIssues = useCallback(
    (issues: FormIssue[]) => {
      // Fewer places are left than asked: said as the most the party may be now.
      form.showIssues(
        issues.map((issue) =>
          issue.field === 'party' && issue.rule === 'full' ? { ...issue, rule: 'tooHigh' } : issue,
        ),
      );
      if (issues.some((issue) => issue.rule === 'full' || issue.rule === 'closed')) void refetch();
    },
    [form, refetch],
  );
  const call = offering.kind === 'tour' ? 'reservate' : 'reservateNarrator';
  const sending = useSend(call, lang, onIssues);
  const receipt = receiptOf(sending.entry, call);

  const formTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (chosenId !== undefined) formTitle.current?.focus();
  }, [chosenId]);

  const choose = (batch: Batch) => {
    setPicked(batch);
    form.set('batch', batch.id);
  };

  if (receipt && chosen) {
    return (
      <BookingReceiptView
        receipt={receipt}
        batch={chosen}
        party={Number(form.values.party)}
        onAnother={() => {
          sending.reset();
          setPicked(undefined);
        }}
      />
    );
  }
  return (
    <>
      <section className="service-section" aria-labelledby={`${formId}-dates`}>
        <h2 id={`${formId}-dates`} className="service-section__title">
          {t('reservation.dates')}
        </h2>
        {batches.data ? (
          <BatchPicker days={batches.data.days} chosen={chosenId} onChoose={choose} />
        ) : (
          <StatusMessage
            status={batches.isError ? 'failed' : 'loading'}
            onRetry={() => void refetch()}
            part
          />
        )}
      </section>
      {chosen ? (
        <section className="service-section" aria-labelledby={`${formId}-title`}>
          <h2
            id={`${formId}-title`}
            ref={formTitle}
            tabIndex={-1}
            className="service-section__title"
          >
            {t('reservation.form')}
          </h2>
          <BookingForm
            offering={offering}
            batch={chosen}
            form={form}
            formId={formId}
            contactKeptDays={contactKeptDays}
            sending={sending}
            onChangeBatch={() => setPicked(undefined)}
          />
        </section>
      ) : null}
    </>
  );
}
