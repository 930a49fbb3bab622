import { NARRATION_LANGUAGES, offeringDraftSchema } from '@ecg/domain/contracts';
import {
  editOfferingRequestSchema,
  type OperatorOffering,
  type VisitorCentre,
} from '@ecg/domain/contracts/admin-reservations';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import {
  CheckboxGroup,
  COUNT_INPUT,
  Field,
  FixFields,
  SelectField,
  TextArea,
} from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import {
  draftOf,
  emptyOfferingDraft,
  OFFERING_LANGS,
  offeringRequestOf,
  type OfferingLang,
} from './offering-draft';
import { nameIn, RESERVATION_CALLS } from './reservations-query';

const LANG_KEY: Record<OfferingLang, string> = { 'zh-tw': 'zhTw', en: 'en', ja: 'ja' };

interface OfferingFormProps {
  centres: VisitorCentre[];
  /** The offering edited; none to create one. */
  offering?: OperatorOffering;
  onSaved: (id: number, title: string) => void;
}

/**
 * An offering's kind, visitor centre, texts in three languages, group sizes, the places one
 * contact takes unconfirmed, and languages.
 */
export function OfferingForm({ centres, offering, onSaved }: OfferingFormProps) {
  const { t, i18n } = useTranslation();
  const form = useForm(
    offering ? editOfferingRequestSchema : offeringDraftSchema,
    offering ? draftOf(offering) : emptyOfferingDraft(),
  );
  const { submit, pending, failure } = useFormChange(form, {
    request: (draft) => ({
      ...offeringRequestOf(draft),
      ...(offering && { id: offering.id }),
    }),
    // The request as the form made it, which the server checks with the same contract.
    send: (_checked, request) =>
      offering ? adminPost('editOffering', request) : adminPost('offerings', request),
    refreshes: RESERVATION_CALLS,
    onSent: ({ data }) => {
      const { title } = form.values;
      onSaved(data.id, (i18n.language === 'en' && title.en) || title['zh-tw']);
    },
  });
  const number = (field: 'groupMin' | 'groupMax' | 'contactLimit' | 'leadDays') => ({
    ...COUNT_INPUT,
    min: field === 'leadDays' ? 0 : 1,
    form,
    field,
  });

  const heading = offering ? t('reservations.editHeading') : t('reservations.newHeading');
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="offering-heading">
      <h2 id="offering-heading">{heading}</h2>
      <SelectField
        form={form}
        field="kind"
        label={t('reservations.kind')}
        hint={t('reservations.kindHint')}
        options={(['tour', 'narrator'] as const).map((kind) => ({
          value: kind,
          label: t(`reservations.kinds.${kind}`),
        }))}
      />
      <SelectField
        form={form}
        field="centreId"
        label={t('reservations.centre')}
        options={[
          { value: '', label: t('reservations.chooseCentre') },
          ...centres.map((centre) => ({
            value: String(centre.id),
            label: nameIn(centre.name, i18n.language),
          })),
        ]}
      />
      {OFFERING_LANGS.map((lang) => (
        <fieldset key={lang} className="fieldset">
          <legend>{t(`languages.${LANG_KEY[lang]}`)}</legend>
          {lang !== 'zh-tw' && <p className="field__hint">{t('reservations.translationHint')}</p>}
          <Field form={form} field={`title.${lang}`} label={t('reservations.titleField')} />
          <TextArea
            form={form}
            field={`description.${lang}`}
            label={t('reservations.description')}
          />
        </fieldset>
      ))}
      <Field label={t('reservations.groupMin')} {...number('groupMin')} />
      <Field label={t('reservations.groupMax')} {...number('groupMax')} />
      <Field
        label={t('reservations.contactLimit')}
        hint={t('reservations.contactLimitHint')}
        {...number('contactLimit')}
      />
      <Field
        label={t('reservations.leadDays')}
        hint={t('reservations.leadDaysHint')}
        {...number('leadDays')}
      />
      <CheckboxGroup
        form={form}
        field="languages"
        legend={t('reservations.languages')}
        options={NARRATION_LANGUAGES.map((code) => ({
          value: code,
          label: t(`narration.${code}`),
        }))}
      />
      <FixFields form={form} />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('app.saving') : t('reservations.save')}
      </button>
    </form>
  );
}
