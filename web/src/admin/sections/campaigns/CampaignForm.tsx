import { campaignDraftSchema, type OperatorCampaign } from '@ecg/domain/contracts/admin-campaigns';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { Field, FixFields, TextArea } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { campaignTitleIn, draftOf, emptyDraft } from './campaign-draft';
import { CAMPAIGN_CALLS } from './campaigns-query';

/** Each language's fields say their language, as a group of its own. */
const LANG_KEY: Record<ContentLang, string> = { 'zh-tw': 'zhTw', en: 'en', ja: 'ja' };

/**
 * A campaign's texts in each language and its first and last day: a new one, or the one being
 * changed (`editing`). The days are Taipei dates, both counted.
 */
export function CampaignForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: OperatorCampaign;
  onSaved: (campaign: OperatorCampaign, made: boolean) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm(campaignDraftSchema, editing ? draftOf(editing) : emptyDraft());
  const { submit, pending, failure } = useFormChange(form, {
    send: (checked) =>
      editing
        ? adminPost('editCampaign', { ...checked, id: editing.id })
        : adminPost('campaigns', checked),
    refreshes: CAMPAIGN_CALLS,
    onSent: ({ data }) => {
      if (!editing) form.reset(emptyDraft());
      onSaved(data, !editing);
    },
  });
  const heading = editing
    ? t('campaigns.editHeading', { title: campaignTitleIn(editing, i18n.language) })
    : t('campaigns.createHeading');

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="campaign-form-heading">
      <h2 id="campaign-form-heading">{heading}</h2>
      {CONTENT_LANGS.map((lang) => (
        <fieldset key={lang} className="fieldset">
          <legend>{t(`languages.${LANG_KEY[lang]}`)}</legend>
          <Field form={form} field={`title.${lang}`} label={t('campaigns.titleField')} />
          <TextArea
            form={form}
            field={`description.${lang}`}
            label={t('campaigns.description')}
            hint={t('campaigns.textHint')}
          />
          <TextArea
            form={form}
            field={`exchangeInstructions.${lang}`}
            label={t('campaigns.exchangeInstructions')}
            hint={t('campaigns.textHint')}
          />
        </fieldset>
      ))}
      <Field
        form={form}
        field="startsOn"
        type="date"
        label={t('campaigns.startsOn')}
        hint={t('campaigns.daysHint')}
      />
      <Field form={form} field="endsOn" type="date" label={t('campaigns.endsOn')} />
      <FixFields form={form} />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending
          ? t('campaigns.saving')
          : t(editing ? 'campaigns.saveChanges' : 'campaigns.create')}
      </button>
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          {t('campaigns.cancel')}
        </button>
      )}
    </form>
  );
}
