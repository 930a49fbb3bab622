import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  NOTICE_LINKS_MAX,
  publishNoticeAnswerSchema,
  publishNoticeRequestSchema,
} from '@ecg/domain/contracts/admin-notices';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminApiError, adminPost } from '../../api';
import {
  Field,
  FormAlert,
  SelectField,
  TextArea,
  issuesByField,
  serverFieldErrors,
  type FieldErrors,
} from '../../components/fields';
import { emptyDraft, emptyLink, requestOf, type NoticeDraft } from './notice-draft';
import { NOTICES_KEY } from './notices-query';

/** Each language's fields say their language, as a group of its own. */
const LANG_KEY: Record<ContentLang, string> = { 'zh-tw': 'zhTw', en: 'en', ja: 'ja' };

/** Publishing a notice: the type, then title and content in each language, then links. */
export function NoticeForm({ onPublished }: { onPublished: (title: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<NoticeDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const publish = useMutation({
    mutationFn: (body: unknown) =>
      adminPost(ADMIN_API_PATHS.notices, body, publishNoticeAnswerSchema),
    onSuccess: ({ data }) => {
      setDraft(emptyDraft());
      void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
      onPublished(i18n.language === 'en' ? data.title.en : data.title['zh-tw']);
    },
    onError: (error) => {
      if (error instanceof AdminApiError && error.status === 400) {
        setErrors(serverFieldErrors(error.fields));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = publishNoticeRequestSchema.safeParse(requestOf(draft));
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    publish.mutate(checked.data);
  };

  const setText = (field: 'title' | 'content', lang: ContentLang, value: string) =>
    setDraft((old) => ({ ...old, [field]: { ...old[field], [lang]: value } }));
  const setLink = (
    index: number,
    change: (link: NoticeDraft['link'][number]) => NoticeDraft['link'][number],
  ) =>
    setDraft((old) => ({
      ...old,
      link: old.link.map((link, i) => (i === index ? change(link) : link)),
    }));

  const failed =
    publish.isError && !(publish.error instanceof AdminApiError && publish.error.status === 400);
  const refused = Object.keys(errors).length > 0;

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="publish-heading">
      <h2 id="publish-heading">{t('notices.publishHeading')}</h2>
      <SelectField
        label={t('notices.type')}
        hint={t('notices.typeHint')}
        value={draft.type}
        onChange={(type) => setDraft((old) => ({ ...old, type }))}
        options={['0', '1', '2'].map((value) => ({ value, label: t(`notices.types.${value}`) }))}
        error={errors.type}
      />
      {CONTENT_LANGS.map((lang) => (
        <fieldset key={lang} className="fieldset">
          <legend>{t(`languages.${LANG_KEY[lang]}`)}</legend>
          <Field
            label={t('notices.titleField')}
            value={draft.title[lang]}
            onChange={(event) => setText('title', lang, event.target.value)}
            error={errors[`title.${lang}`]}
          />
          <TextArea
            label={t('notices.content')}
            hint={t('notices.contentHint')}
            value={draft.content[lang]}
            onChange={(event) => setText('content', lang, event.target.value)}
            error={errors[`content.${lang}`]}
          />
        </fieldset>
      ))}
      {draft.link.map((link, index) => (
        <fieldset key={link.key} className="fieldset">
          <legend>{t('notices.linkLegend', { number: index + 1 })}</legend>
          <Field
            label={t('notices.linkUrl')}
            type="url"
            inputMode="url"
            value={link.url}
            onChange={(event) => setLink(index, (old) => ({ ...old, url: event.target.value }))}
            error={errors[`link.${index}.url`]}
          />
          {CONTENT_LANGS.map((lang) => (
            <Field
              key={lang}
              label={t('notices.linkName', { language: t(`languages.${LANG_KEY[lang]}`) })}
              value={link.name[lang]}
              onChange={(event) =>
                setLink(index, (old) => ({
                  ...old,
                  name: { ...old.name, [lang]: event.target.value },
                }))
              }
              error={errors[`link.${index}.name.${lang}`]}
            />
          ))}
          <button
            type="button"
            className="button"
            onClick={() =>
              setDraft((old) => ({ ...old, link: old.link.filter((_, i) => i !== index) }))
            }
          >
            {t('notices.removeLink', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      {draft.link.length < NOTICE_LINKS_MAX && (
        <button
          type="button"
          className="button"
          onClick={() => setDraft((old) => ({ ...old, link: [...old.link, emptyLink()] }))}
        >
          {t('notices.addLink')}
        </button>
      )}
      {refused && <FormAlert>{t('errors.fixFields')}</FormAlert>}
      {failed && <FormAlert>{t('errors.failed')}</FormAlert>}
      <button type="submit" className="button button--primary" disabled={publish.isPending}>
        {publish.isPending ? t('notices.publishing') : t('notices.publish')}
      </button>
    </form>
  );
}
