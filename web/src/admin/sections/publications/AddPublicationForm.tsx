import { publicationAddRequestSchema } from '@ecg/domain/contracts/admin-publications';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { COUNT_INPUT, Field } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { PUBLICATION_CALLS } from './publications-query';

const LANGS = ['zh-tw', 'en', 'ja'] as const;
const blank = { 'zh-tw': '', en: '', ja: '' };

/**
 * A publication added to our list (docs/architecture.md, Operator console): its title in each
 * language the app is read in, and, to offer it by post at once, the copies a request may ask for.
 */
export function AddPublicationForm({ onChanged }: { onChanged: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm(publicationAddRequestSchema, { title: blank, copyLimit: '' });
  const { submit, pending, failure } = useFormChange(form, {
    request: ({ title, copyLimit }) => ({
      title,
      copyLimit: copyLimit.trim() === '' ? null : Number(copyLimit),
    }),
    send: (checked) => adminPost('publicationAdd', checked),
    refreshes: PUBLICATION_CALLS,
    onSent: ({ data }) => {
      const { title } = form.values;
      const name = i18n.language === 'en' ? title.en : title['zh-tw'];
      form.reset();
      onChanged(
        data.copyLimit === null
          ? t('publications.added', { title: name })
          : t('publications.addedOffered', { title: name, count: data.copyLimit }),
      );
    },
  });
  return (
    <section className="panel" aria-labelledby="add-publication-heading">
      <h2 id="add-publication-heading">{t('publications.addHeading')}</h2>
      <p>{t('publications.addLead')}</p>
      <form onSubmit={submit} noValidate aria-labelledby="add-publication-heading">
        {LANGS.map((lang) => (
          <Field
            key={lang}
            form={form}
            field={`title.${lang}`}
            label={t('publications.titleIn', { lang: t(`visitorLangs.${lang}`) })}
          />
        ))}
        <Field
          form={form}
          field="copyLimit"
          label={t('publications.copyLimit')}
          hint={t('publications.addCopiesHint')}
          {...COUNT_INPUT}
        />
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('publications.add')}
        </button>
        {failure}
      </form>
    </section>
  );
}
