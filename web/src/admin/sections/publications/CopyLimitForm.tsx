import {
  publicationRequestableRequestSchema,
  type OperatorPublication,
} from '@ecg/domain/contracts/admin-publications';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { COUNT_INPUT, Field } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { PUBLICATION_CALLS } from './publications-query';

interface CopyLimitFormProps {
  publication: OperatorPublication;
  title: string;
  onChanged: (message: string) => void;
}

/** The copies one request may ask for, saved to let visitors ask; or their asking stopped. */
export function CopyLimitForm({ publication, title, onChanged }: CopyLimitFormProps) {
  const { t } = useTranslation();
  const form = useForm(publicationRequestableRequestSchema, {
    copyLimit: String(publication.copyLimit ?? ''),
  });
  const { submit, sendAsIs, pending, failure } = useFormChange(form, {
    request: ({ copyLimit }) => ({
      id: publication.id,
      copyLimit: copyLimit.trim() === '' ? undefined : Number(copyLimit),
    }),
    send: (checked) => adminPost('publicationRequestable', checked),
    refreshes: PUBLICATION_CALLS,
    onSent: ({ data }) => {
      if (data.copyLimit === null) form.set('copyLimit', '');
      onChanged(
        data.copyLimit === null
          ? t('publications.stopped', { title })
          : t('publications.opened', { title, count: data.copyLimit }),
      );
    },
  });
  return (
    <form
      className="inline-form"
      onSubmit={submit}
      noValidate
      aria-label={t('publications.limitOf', { title })}
    >
      <Field form={form} field="copyLimit" label={t('publications.copyLimit')} {...COUNT_INPUT} />
      <button type="submit" className="button button--primary" disabled={pending}>
        {publication.copyLimit === null ? t('publications.letAsk') : t('publications.saveLimit')}
      </button>
      {publication.copyLimit !== null && (
        <button
          type="button"
          className="button button--danger"
          disabled={pending}
          onClick={() => sendAsIs({ id: publication.id, copyLimit: null })}
        >
          {t('publications.stop')}
        </button>
      )}
      {failure}
    </form>
  );
}
