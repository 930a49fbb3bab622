import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  LOST_DESCRIPTION_MAX,
  LOST_DESCRIPTION_MIN,
  lostReportInputSchema,
} from '@ecg/domain/contracts';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  LOST_ITEM_CATEGORIES,
  LOST_REPORT_CONTACT_KEPT_MONTHS,
} from '@ecg/domain/rules/lost-property';
import { ContactFields } from '@/components/form/ContactFields';
import { PrivacyNote } from '@/components/form/FormExtras';
import { InputField, SelectField, TextAreaField } from '@/components/form/FormFields';
import { ReceiptHeading } from '@/components/form/ReceiptHeading';
import { OutboxForm } from '@/components/form/OutboxForm';
import { useForm } from '@/components/form/use-form';
import { receiptOf, useSend } from '@/components/form/use-send';

const INITIAL = {
  category: '',
  description: '',
  placeLost: '',
  lostOn: '',
  contact: {},
  website: '',
};

/**
 * A lost item's report (POST lost-property): what, where and when, and how to tell the owner
 * if it is found, which is why this form, unlike the repair report, must have a contact.
 */
export function LostReportForm({ lang, onAnother }: { lang: ContentLang; onAnother: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId().replaceAll(':', '');
  const form = useForm(lostReportInputSchema, INITIAL, formId);
  const sender = useSend('lostProperty', lang, form.showIssues);
  const receipt = receiptOf(sender.entry, 'lostProperty');
  // The date picker offers no day after today (Taipei), as the contract refuses one.
  const [today] = useState(() => taipeiDate(Date.now()));

  return (
    <section className="service-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="service-section__title">
        {t('lostProperty.report.title')}
      </h2>
      {receipt ? (
        <LostReceipt number={receipt.number} onAnother={onAnother} />
      ) : (
        <OutboxForm form={form} sender={sender} label={t('lostProperty.report.send')}>
          <p className="form-field__hint">{t('lostProperty.report.intro')}</p>
          <SelectField
            form={form}
            formId={formId}
            field="category"
            label={t('lostProperty.report.category')}
            required
          >
            <option value="">{t('lostProperty.report.choose')}</option>
            {LOST_ITEM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`lostProperty.category.${category}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            form={form}
            formId={formId}
            field="description"
            label={t('lostProperty.report.description')}
            hint={t('lostProperty.report.descriptionHint', { min: LOST_DESCRIPTION_MIN })}
            required
            maxLength={LOST_DESCRIPTION_MAX}
          />
          <InputField
            form={form}
            formId={formId}
            field="placeLost"
            label={t('lostProperty.report.place')}
            hint={t('lostProperty.report.placeHint')}
            required
            maxLength={200}
          />
          <InputField
            form={form}
            formId={formId}
            field="lostOn"
            label={t('lostProperty.report.lostOn')}
            required
            type="date"
            max={today}
          />
          <ContactFields
            form={form}
            formId={formId}
            legend={t('lostProperty.report.contact')}
            hint={t('form.contact.hint')}
            mark="required"
          />
          <PrivacyNote
            why={t('lostProperty.report.privacyWhy')}
            kept={t('lostProperty.report.privacyKept', { months: LOST_REPORT_CONTACT_KEPT_MONTHS })}
          />
        </OutboxForm>
      )}
    </section>
  );
}

function LostReceipt({ number, onAnother }: { number: string; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="lost-receipt">
      <ReceiptHeading level={3} className="lost-receipt__title">
        {t('lostProperty.receipt.title')}
      </ReceiptHeading>
      <p>{t('lostProperty.receipt.number')}</p>
      <p className="lost-receipt__number">{number}</p>
      <p>{t('lostProperty.receipt.text')}</p>
      <button type="button" className="form-button form-button--quiet" onClick={onAnother}>
        {t('lostProperty.receipt.another')}
      </button>
    </div>
  );
}
