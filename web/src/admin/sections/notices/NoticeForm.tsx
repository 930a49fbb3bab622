import { NOTICE_LINKS_MAX, publishNoticeRequestSchema } from '@ecg/domain/contracts/admin-notices';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { Field, FixFields, SelectField, TextArea } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { emptyDraft, emptyLink, requestOf, type NoticeDraft } from './notice-draft';
import { NOTICE_CALLS } from './notices-query';

/** Each language's fields say their language, as a group of its own. */
const LANG_KEY: Record<ContentLang, string> = { 'zh-tw': 'zhTw', en: 'en', ja: 'ja' };

/** Publishing a notice: the type, then title and content in each language, then links. */
export function NoticeForm({ onPublished }: { onPublished: (title: string) => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm(publishNoticeRequestSchema, emptyDraft() as NoticeDraft);
  const { submit, pending, failure } = useFormChange(form, {
    request: requestOf,
    send: (checked) => adminPost('notices', checked),
    refreshes: NOTICE_CALLS,
    onSent: ({ data }) => {
      form.reset(emptyDraft());
      onPublished(i18n.language === 'en' ? data.title.en : data.title['zh-tw']);
    },
  });
  const links = form.values.link;

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="publish-heading">
      <h2 id="publish-heading">{t('notices.publishHeading')}</h2>
      <SelectField
        form={form}
        field="type"
        label={t('notices.type')}
        hint={t('notices.typeHint')}
        options={['0', '1', '2'].map((value) => ({ value, label: t(`notices.types.${value}`) }))}
      />
      {CONTENT_LANGS.map((lang) => (
        <fieldset key={lang} className="fieldset">
          <legend>{t(`languages.${LANG_KEY[lang]}`)}</legend>
          <Field form={form} field={`title.${lang}`} label={t('notices.titleField')} />
          <TextArea
            form={form}
            field={`content.${lang}`}
            label={t('notices.content')}
            hint={t('notices.contentHint')}
          />
        </fieldset>
      ))}
      {links.map((link, index) => (
        <fieldset key={link.key} className="fieldset">
          <legend>{t('notices.linkLegend', { number: index + 1 })}</legend>
          <Field
            form={form}
            field={`link.${index}.url`}
            label={t('notices.linkUrl')}
            type="url"
            inputMode="url"
          />
          {CONTENT_LANGS.map((lang) => (
            <Field
              key={lang}
              form={form}
              field={`link.${index}.name.${lang}`}
              label={t('notices.linkName', { language: t(`languages.${LANG_KEY[lang]}`) })}
            />
          ))}
          <button
            type="button"
            className="button"
            onClick={() =>
              form.set(
                'link',
                links.filter((_, i) => i !== index),
              )
            }
          >
            {t('notices.removeLink', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      {links.length < NOTICE_LINKS_MAX && (
        <button
          type="button"
          className="button"
          onClick={() => form.set('link', [...links, emptyLink()])}
        >
          {t('notices.addLink')}
        </button>
      )}
      <FixFields form={form} />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('notices.publishing') : t('notices.publish')}
      </button>
    </form>
  );
}
