import { useCallback, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  repairReportInputSchema,
  type FormIssue,
  type RepairPlace,
  type RepairReportInput,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  REPAIR_CATEGORIES,
  REPAIR_CATEGORY_TEXTS,
  REPAIR_CONTACT_KEPT_MONTHS,
  REPAIR_DESCRIPTION_MAX,
  REPAIR_DESCRIPTION_MIN,
  REPAIR_PHOTOS_MAX,
} from '@ecg/domain/rules/repair-reports';
import { ContactFields } from '@/components/form/ContactFields';
import { PrivacyNote } from '@/components/form/FormExtras';
import { SelectField, TextAreaField } from '@/components/form/FormFields';
import { PhotoField } from '@/components/form/PhotoField';
import { OutboxForm } from '@/components/form/OutboxForm';
import { useForm } from '@/components/form/use-form';
import { receiptOf, useSend } from '@/components/form/use-send';
import { useRepairInformation } from './api/get-repair-information';
import { DuplicateOffer } from './DuplicateOffer';
import { RepairPlaceField } from './RepairPlaceField';
import { RepairReceiptView } from './RepairReceiptView';

const INITIAL = {
  category: '',
  place: {},
  description: '',
  photos: [],
  contact: undefined,
  website: '',
};

/**
 * The repair report (requirements §7 fault-repair): what is wrong, where, in the visitor's
 * words, with photos if they have them and a contact if they want an answer. A report of a
 * fault already reported today is offered to be added to it.
 */
export function RepairForm({ lang, onAnother }: { lang: ContentLang; onAnother: () => void }) {
  const { t } = useTranslation();
  const formId = useId().replaceAll(':', '');
  const form = useForm(repairReportInputSchema, INITIAL, formId);
  // The server's list when it has answered; the same list from the domain until then (offline).
  const categories =
    useRepairInformation(lang).data?.categories ??
    REPAIR_CATEGORIES.map((code) => ({ code, ...REPAIR_CATEGORY_TEXTS[code][lang] }));
  const sent = useRef<RepairReportInput>(undefined);
  const { showIssues } = form;
  // A duplicate is answered by the offer to add to the report, not at a field.
  const onIssues = useCallback(
    (issues: FormIssue[]) => showIssues(issues.filter((issue) => issue.rule !== 'duplicate')),
    [showIssues],
  );
  const sender = useSend('faultRepair', lang, onIssues);
  const { send, reset, entry, refusal } = sender;
  const receipt = receiptOf(entry, 'faultRepair');
  const duplicateOf =
    refusal?.status === 409
      ? (entry?.answer as { duplicateOf?: string } | undefined)?.duplicateOf
      : undefined;

  if (receipt) return <RepairReceiptView lang={lang} receipt={receipt} onAnother={onAnother} />;

  const { values, issues, set } = form;
  const place = values.place as Partial<RepairPlace>;
  return (
    <OutboxForm
      form={form}
      sender={sender}
      label={t('repair.send')}
      onSend={(data) => {
        sent.current = data;
        void send(data);
      }}
      // A duplicate is answered by its offer, above.
      refusal={duplicateOf ? undefined : refusal}
    >
      <SelectField
        form={form}
        formId={formId}
        field="category"
        label={t('repair.category')}
        required
      >
        <option value="">{t('repair.categoryChoose')}</option>
        {categories.map((category) => (
          <option key={category.code} value={category.code}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <RepairPlaceField
        formId={formId}
        lang={lang}
        place={place}
        issues={issues}
        onChange={(next) => set('place', next)}
      />
      <TextAreaField
        form={form}
        formId={formId}
        field="description"
        label={t('repair.description')}
        hint={t('repair.descriptionHint', { min: REPAIR_DESCRIPTION_MIN })}
        required
        maxLength={REPAIR_DESCRIPTION_MAX}
      />
      <PhotoField
        formId={formId}
        field="photos"
        label={t('repair.photos')}
        hint={t('repair.photosHint', { max: REPAIR_PHOTOS_MAX })}
        photos={values.photos as string[]}
        max={REPAIR_PHOTOS_MAX}
        issues={issues}
        onChange={(photos) => set('photos', photos)}
      />
      <ContactFields
        form={form}
        formId={formId}
        legend={t('repair.contact')}
        hint={t('repair.contactHint')}
        mark="optional"
      />
      <PrivacyNote
        why={t('repair.privacyWhy')}
        kept={t('repair.privacyKept', { months: REPAIR_CONTACT_KEPT_MONTHS })}
      />
      {duplicateOf ? (
        <DuplicateOffer
          number={duplicateOf}
          onAdd={() => {
            if (!sent.current) return;
            reset();
            void send({ ...sent.current, addTo: duplicateOf });
          }}
        />
      ) : null}
    </OutboxForm>
  );
}
