import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  publicationRequestableAnswerSchema,
  publicationRequestableRequestSchema,
  type OperatorPublication,
  type PublicationRequestableRequest,
} from '@ecg/domain/contracts/admin-publications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { COUNT_INPUT, Field } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import { PUBLICATIONS_KEY } from './publications-query';

interface CopyLimitFormProps {
  publication: OperatorPublication;
  title: string;
  onChanged: (message: string) => void;
}

/** The copies one request may ask for, saved to let visitors ask; or their asking stopped. */
export function CopyLimitForm({ publication, title, onChanged }: CopyLimitFormProps) {
  const { t } = useTranslation();
  const [copies, setCopies] = useState(String(publication.copyLimit ?? ''));
  const { errors, submit, send, pending, failure } = useCheckedChange({
    send: (body: PublicationRequestableRequest) =>
      adminPost(ADMIN_API_PATHS.publicationRequestable, body, publicationRequestableAnswerSchema),
    invalidates: [PUBLICATIONS_KEY],
    onSent: ({ data }) => {
      if (data.copyLimit === null) setCopies('');
      onChanged(
        data.copyLimit === null
          ? t('publications.stopped', { title })
          : t('publications.opened', { title, count: data.copyLimit }),
      );
    },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const copyLimit = copies.trim() === '' ? undefined : Number(copies);
    submit(publicationRequestableRequestSchema.safeParse({ id: publication.id, copyLimit }));
  };
  return (
    <form
      className="inline-form"
      onSubmit={save}
      noValidate
      aria-label={t('publications.limitOf', { title })}
    >
      <Field
        label={t('publications.copyLimit')}
        {...COUNT_INPUT}
        value={copies}
        onChange={(event) => setCopies(event.target.value)}
        error={errors.copyLimit}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {publication.copyLimit === null ? t('publications.letAsk') : t('publications.saveLimit')}
      </button>
      {publication.copyLimit !== null && (
        <button
          type="button"
          className="button button--danger"
          disabled={pending}
          onClick={() => send({ id: publication.id, copyLimit: null })}
        >
          {t('publications.stop')}
        </button>
      )}
      {failure}
    </form>
  );
}
