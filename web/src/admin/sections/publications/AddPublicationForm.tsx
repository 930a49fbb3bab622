import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  publicationAddedAnswerSchema,
  publicationAddRequestSchema,
  type PublicationAddRequest,
} from '@ecg/domain/contracts/admin-publications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { COUNT_INPUT, Field } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import { PUBLICATIONS_KEY } from './publications-query';

const LANGS = ['zh-tw', 'en', 'ja'] as const;
const blank = { 'zh-tw': '', en: '', ja: '' };

/**
 * A publication added to our list (docs/architecture.md, Operator console): its title in each
 * language the app is read in, and, to offer it by post at once, the copies a request may ask for.
 */
export function AddPublicationForm({ onChanged }: { onChanged: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const [title, setTitle] = useState(blank);
  const [copies, setCopies] = useState('');
  const { errors, submit, pending, failure } = useCheckedChange({
    send: (body: PublicationAddRequest) =>
      adminPost(ADMIN_API_PATHS.publicationAdd, body, publicationAddedAnswerSchema),
    invalidates: [PUBLICATIONS_KEY],
    onSent: ({ data }) => {
      const name = i18n.language === 'en' ? title.en : title['zh-tw'];
      setTitle(blank);
      setCopies('');
      onChanged(
        data.copyLimit === null
          ? t('publications.added', { title: name })
          : t('publications.addedOffered', { title: name, count: data.copyLimit }),
      );
    },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const copyLimit = copies.trim() === '' ? null : Number(copies);
    submit(publicationAddRequestSchema.safeParse({ title, copyLimit }));
  };
  return (
    <section className="panel" aria-labelledby="add-publication-heading">
      <h2 id="add-publication-heading">{t('publications.addHeading')}</h2>
      <p>{t('publications.addLead')}</p>
      <form onSubmit={save} noValidate aria-labelledby="add-publication-heading">
        {LANGS.map((lang) => (
          <Field
            key={lang}
            label={t('publications.titleIn', { lang: t(`visitorLangs.${lang}`) })}
            value={title[lang]}
            onChange={(event) => setTitle({ ...title, [lang]: event.target.value })}
            error={errors[`title.${lang}`]}
          />
        ))}
        <Field
          label={t('publications.copyLimit')}
          hint={t('publications.addCopiesHint')}
          {...COUNT_INPUT}
          value={copies}
          onChange={(event) => setCopies(event.target.value)}
          error={errors.copyLimit}
        />
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('publications.add')}
        </button>
        {failure}
      </form>
    </section>
  );
}
