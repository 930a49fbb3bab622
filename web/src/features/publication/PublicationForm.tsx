import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  COPIES_MAX,
  publicationRequestFor,
  type PublicationApplyInformation,
} from '@ecg/domain/contracts';
import { ContactFields, EMPTY_CONTACT } from '@/components/form/ContactFields';
import { IssueText } from '@/components/form/Field';
import { Honeypot, PrivacyNote } from '@/components/form/FormExtras';
import { InputField } from '@/components/form/FormFields';
import { ReceiptHeading } from '@/components/form/ReceiptHeading';
import { SendStatus } from '@/components/form/SendStatus';
import { fieldId, useForm } from '@/components/form/use-form';
import { receiptOf, useSend } from '@/components/form/use-send';
import { useContentLang } from '@/lib/use-content-lang';
import { AddressFields, EMPTY_ADDRESS } from './AddressFields';

/**
 * The request: which publication, how many copies (no more than it allows), where to post
 * it and how to reach the visitor if the post comes back; then its number.
 */
export function PublicationForm({ information }: { information: PublicationApplyInformation }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const formId = `publication-${useId().replace(/\W/g, '')}`;
  const only = information.items.length === 1 ? information.items[0]?.id : undefined;
  const [chosen, setChosen] = useState(only);
  const limit = information.items.find((item) => item.id === chosen)?.copyLimit ?? COPIES_MAX;
  // Checked as the server checks it: no more copies than the chosen publication allows.
  const schema = useMemo(() => publicationRequestFor(limit), [limit]);
  const form = useForm(
    schema,
    {
      publication: only,
      copies: '1',
      address: EMPTY_ADDRESS,
      contact: EMPTY_CONTACT,
      website: '',
    },
    formId,
  );
  const sending = useSend('applyPublication', lang, form.showIssues);
  const receipt = receiptOf(sending.entry, 'applyPublication');

  if (receipt) {
    return (
      <section
        className="service-receipt publication-receipt"
        aria-labelledby={`${formId}-receipt`}
      >
        <ReceiptHeading id={`${formId}-receipt`} className="service-section__title">
          {t('publication.receiptTitle')}
        </ReceiptHeading>
        <p>
          {t('publication.receiptNumber')}{' '}
          <strong className="service-receipt__code publication-receipt__number">
            {receipt.number}
          </strong>
        </p>
        <p>{t('publication.receiptText')}</p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.sending) return;
    const data = form.check();
    if (data !== undefined) void sending.send(data);
  };
  const publicationIssue = form.issues.publication;

  return (
    <form className="form" noValidate onSubmit={submit}>
      <fieldset
        className={`form-group${publicationIssue ? ' form-field--invalid' : ''}`}
        id={fieldId(formId, 'publication')}
        tabIndex={-1}
      >
        <legend className="form-group__legend">{t('publication.which')}</legend>
        {information.items.map((item) => (
          <label key={item.id} className="form-choice publication-choice">
            <input
              type="radio"
              name={`${formId}-publication`}
              checked={chosen === item.id}
              onChange={() => {
                setChosen(item.id);
                form.set('publication', item.id);
              }}
            />
            <span>
              <span className="publication-choice__title">{item.title}</span>
              {item.summary ? (
                <span className="publication-choice__summary">{item.summary}</span>
              ) : null}
              <span className="publication-choice__limit">
                {t('publication.upTo', { count: item.copyLimit })}
              </span>
            </span>
          </label>
        ))}
        {publicationIssue ? (
          <p className="form-field__issue">
            <IssueText issue={publicationIssue} />
          </p>
        ) : null}
      </fieldset>
      <InputField
        form={form}
        formId={formId}
        field="copies"
        label={t('publication.copies')}
        {...(chosen === undefined ? {} : { hint: t('publication.upTo', { count: limit }) })}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={limit}
      />
      <AddressFields form={form} formId={formId} />
      <ContactFields form={form} formId={formId} />
      <Honeypot
        value={(form.values.website ?? '') as string}
        onChange={(value) => form.set('website', value)}
      />
      <PrivacyNote
        why={t('publication.privacyWhy')}
        kept={t('publication.privacyKept', { count: information.addressKeptDays })}
      />
      <SendStatus
        sending={sending.sending}
        entry={sending.entry}
        refusal={sending.refusal}
        onRetry={() => void sending.retry()}
      />
      <button type="submit" className="form-button" disabled={sending.sending}>
        {t('publication.send')}
      </button>
    </form>
  );
}
