import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  editFoundItemRequestSchema,
  foundItemChangeAnswerSchema,
  foundItemDraftSchema,
  type OperatorFoundItem,
} from '@ecg/domain/contracts/admin-lost-property';
import type { VisitorCentre } from '@ecg/domain/contracts/admin-reservations';
import { LOST_ITEM_CATEGORIES } from '@ecg/domain/rules/lost-property';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { Field, FormAlert, SelectField, TextArea } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import { LOST_PROPERTY_KEY } from './lost-property-query';

interface FoundItemFormProps {
  /** The held item corrected; none to register one. */
  item?: OperatorFoundItem;
  centres: VisitorCentre[];
  /** Closes the form, saying what was done (nothing when cancelled). */
  onDone: (message?: string) => void;
}

/** What was found, where and when, until when it is kept, and the visitor centre that holds it. */
export function FoundItemForm({ item, centres, onDone }: FoundItemFormProps) {
  const { t, i18n } = useTranslation();
  const [fields, setFields] = useState({
    category: item?.category ?? '',
    description: item?.description ?? '',
    placeFound: item?.placeFound ?? '',
    foundOn: item?.foundOn ?? '',
    keepUntil: item?.keepUntil ?? '',
    collectPlaceId: item ? String(item.collectPlaceId) : '',
  });
  const { errors, submit, pending, failure } = useCheckedChange({
    send: (body: object) =>
      item
        ? adminPost(
            ADMIN_API_PATHS.editFoundItem,
            { ...body, number: item.number },
            foundItemChangeAnswerSchema,
          )
        : adminPost(ADMIN_API_PATHS.foundItems, body, foundItemChangeAnswerSchema),
    invalidates: [LOST_PROPERTY_KEY],
    onSent: ({ data }) =>
      onDone(t(item ? 'lostProperty.saved' : 'lostProperty.registered', { number: data.number })),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      ...fields,
      collectPlaceId: fields.collectPlaceId ? Number(fields.collectPlaceId) : undefined,
    };
    submit(
      item
        ? editFoundItemRequestSchema.safeParse({ ...request, number: item.number })
        : foundItemDraftSchema.safeParse(request),
      request,
    );
  };
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((old) => ({ ...old, [name]: event.target.value })),
    error: errors[name],
  });

  return (
    <form className="panel" onSubmit={save} noValidate aria-labelledby="found-form-heading">
      <h2 id="found-form-heading">
        {item ? t('lostProperty.editHeading', { number: item.number }) : t('lostProperty.register')}
      </h2>
      <SelectField
        label={t('lostProperty.category')}
        value={fields.category}
        onChange={(category) => setFields((old) => ({ ...old, category }))}
        options={[
          { value: '', label: t('lostProperty.chooseCategory') },
          ...LOST_ITEM_CATEGORIES.map((category) => ({
            value: category,
            label: t(`lostProperty.categories.${category}`),
          })),
        ]}
        error={errors.category}
      />
      <TextArea
        label={t('lostProperty.description')}
        hint={t('lostProperty.descriptionHint')}
        rows={3}
        {...field('description')}
      />
      <Field label={t('lostProperty.placeFound')} {...field('placeFound')} />
      <Field label={t('lostProperty.foundOnField')} type="date" {...field('foundOn')} />
      <Field
        label={t('lostProperty.keepUntil')}
        hint={t('lostProperty.keepUntilHint')}
        type="date"
        {...field('keepUntil')}
      />
      <SelectField
        label={t('lostProperty.collectAt')}
        value={fields.collectPlaceId}
        onChange={(collectPlaceId) => setFields((old) => ({ ...old, collectPlaceId }))}
        options={[
          { value: '', label: t('lostProperty.chooseCentre') },
          ...centres.map((centre) => ({
            value: String(centre.id),
            label: i18n.language === 'en' ? centre.name.en : centre.name['zh-tw'],
          })),
        ]}
        error={errors.collectPlaceId}
      />
      {Object.keys(errors).length > 0 && <FormAlert>{t('errors.fixFields')}</FormAlert>}
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {item ? t('lostProperty.save') : t('lostProperty.registerButton')}
      </button>
      <button type="button" className="button" onClick={() => onDone()}>
        {t('app.cancel')}
      </button>
    </form>
  );
}
