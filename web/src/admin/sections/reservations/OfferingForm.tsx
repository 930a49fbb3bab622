import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { NARRATION_LANGUAGES, offeringDraftSchema } from '@ecg/domain/contracts';
import {
  editOfferingRequestSchema,
  idAnswerSchema,
  type OperatorOffering,
  type VisitorCentre,
} from '@ecg/domain/contracts/admin-reservations';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import {
  CheckboxGroup,
  COUNT_INPUT,
  Field,
  FormAlert,
  SelectField,
  TextArea,
} from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import {
  draftOf,
  emptyOfferingDraft,
  OFFERING_LANGS,
  offeringRequestOf,
  type OfferingFormDraft,
  type OfferingLang,
} from './offering-draft';
import { nameIn, RESERVATIONS_KEY } from './reservations-query';

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
  const [draft, setDraft] = useState(() => (offering ? draftOf(offering) : emptyOfferingDraft()));
  const { errors, submit, pending, failure } = useCheckedChange({
    send: (body: object) =>
      offering
        ? adminPost(ADMIN_API_PATHS.editOffering, { ...body, id: offering.id }, idAnswerSchema)
        : adminPost(ADMIN_API_PATHS.offerings, body, idAnswerSchema),
    invalidates: [RESERVATIONS_KEY],
    onSent: ({ data }) =>
      onSaved(data.id, (i18n.language === 'en' && draft.title.en) || draft.title['zh-tw']),
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const request = offeringRequestOf(draft);
    submit(
      offering
        ? editOfferingRequestSchema.safeParse({ ...request, id: offering.id })
        : offeringDraftSchema.safeParse(request),
      request,
    );
  };
  const set = <K extends keyof OfferingFormDraft>(field: K, value: OfferingFormDraft[K]) =>
    setDraft((old) => ({ ...old, [field]: value }));
  const setText = (field: 'title' | 'description', lang: OfferingLang, value: string) =>
    setDraft((old) => ({ ...old, [field]: { ...old[field], [lang]: value } }));
  const number = (field: 'groupMin' | 'groupMax' | 'contactLimit' | 'leadDays') => ({
    ...COUNT_INPUT,
    min: field === 'leadDays' ? 0 : 1,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errors[field],
  });

  const heading = offering ? t('reservations.editHeading') : t('reservations.newHeading');
  return (
    <form className="panel" onSubmit={save} noValidate aria-labelledby="offering-heading">
      <h2 id="offering-heading">{heading}</h2>
      <SelectField
        label={t('reservations.kind')}
        hint={t('reservations.kindHint')}
        value={draft.kind}
        onChange={(kind) => set('kind', kind as OfferingFormDraft['kind'])}
        options={(['tour', 'narrator'] as const).map((kind) => ({
          value: kind,
          label: t(`reservations.kinds.${kind}`),
        }))}
        error={errors.kind}
      />
      <SelectField
        label={t('reservations.centre')}
        value={draft.centreId}
        onChange={(centreId) => set('centreId', centreId)}
        options={[
          { value: '', label: t('reservations.chooseCentre') },
          ...centres.map((centre) => ({
            value: String(centre.id),
            label: nameIn(centre.name, i18n.language),
          })),
        ]}
        error={errors.centreId}
      />
      {OFFERING_LANGS.map((lang) => (
        <fieldset key={lang} className="fieldset">
          <legend>{t(`languages.${LANG_KEY[lang]}`)}</legend>
          {lang !== 'zh-tw' && <p className="field__hint">{t('reservations.translationHint')}</p>}
          <Field
            label={t('reservations.titleField')}
            value={draft.title[lang]}
            onChange={(event) => setText('title', lang, event.target.value)}
            error={errors[`title.${lang}`]}
          />
          <TextArea
            label={t('reservations.description')}
            value={draft.description[lang]}
            onChange={(event) => setText('description', lang, event.target.value)}
            error={errors[`description.${lang}`]}
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
        legend={t('reservations.languages')}
        options={NARRATION_LANGUAGES.map((code) => ({
          value: code,
          label: t(`narration.${code}`),
        }))}
        values={draft.languages}
        onChange={(languages) => set('languages', languages)}
        error={errors.languages}
      />
      {Object.keys(errors).length > 0 && <FormAlert>{t('errors.fixFields')}</FormAlert>}
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('app.saving') : t('reservations.save')}
      </button>
    </form>
  );
}
