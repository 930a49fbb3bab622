import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  publicationRequestableAnswerSchema,
  publicationRequestableRequestSchema,
  type OperatorPublication,
} from '@ecg/domain/contracts/admin-publications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { Field, FormAlert, issuesByField, type FieldErrors } from '../../components/fields';
import { alertKeyOf, fieldErrorsOf } from '../../components/refusal';
import { PUBLICATIONS_KEY } from './publications-query';

interface CopyLimitFormProps {
  publication: OperatorPublication;
  title: string;
  onChanged: (message: string) => void;
}

/** The copies one request may ask for, saved to let visitors ask; or their asking stopped. */
export function CopyLimitForm({ publication, title, onChanged }: CopyLimitFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [copies, setCopies] = useState(String(publication.copyLimit ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (copyLimit: number | null) =>
      adminPost(
        ADMIN_API_PATHS.publicationRequestable,
        { id: publication.id, copyLimit },
        publicationRequestableAnswerSchema,
      ),
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: PUBLICATIONS_KEY });
      if (data.copyLimit === null) setCopies('');
      onChanged(
        data.copyLimit === null
          ? t('publications.stopped', { title })
          : t('publications.opened', { title, count: data.copyLimit }),
      );
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const copyLimit = copies.trim() === '' ? undefined : Number(copies);
    const checked = publicationRequestableRequestSchema.safeParse({
      id: publication.id,
      copyLimit,
    });
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    save.mutate(checked.data.copyLimit);
  };
  return (
    <form
      className="inline-form"
      onSubmit={submit}
      noValidate
      aria-label={t('publications.limitOf', { title })}
    >
      <Field
        label={t('publications.copyLimit')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={copies}
        onChange={(event) => setCopies(event.target.value)}
        error={errors.copyLimit}
      />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {publication.copyLimit === null ? t('publications.letAsk') : t('publications.saveLimit')}
      </button>
      {publication.copyLimit !== null && (
        <button
          type="button"
          className="button button--danger"
          disabled={save.isPending}
          onClick={() => save.mutate(null)}
        >
          {t('publications.stop')}
        </button>
      )}
      {save.isError && !errors.copyLimit && <FormAlert>{t(alertKeyOf(save.error))}</FormAlert>}
    </form>
  );
}
