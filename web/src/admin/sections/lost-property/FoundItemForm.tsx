import {
  editFoundItemRequestSchema,
  foundItemDraftSchema,
  type OperatorFoundItem,
} from '@ecg/domain/contracts/admin-lost-property';
import type { VisitorCentre } from '@ecg/domain/contracts/admin-reservations';
import { LOST_ITEM_CATEGORIES } from '@ecg/domain/rules/lost-property';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { Field, FixFields, SelectField, TextArea } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { LOST_PROPERTY_CALLS } from './lost-property-query';

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
  const form = useForm(item ? editFoundItemRequestSchema : foundItemDraftSchema, {
    category: item?.category ?? '',
    description: item?.description ?? '',
    placeFound: item?.placeFound ?? '',
    foundOn: item?.foundOn ?? '',
    keepUntil: item?.keepUntil ?? '',
    collectPlaceId: item ? String(item.collectPlaceId) : '',
  });
  const { submit, pending, failure } = useFormChange(form, {
    request: (fields) => ({
      ...fields,
      collectPlaceId: fields.collectPlaceId ? Number(fields.collectPlaceId) : undefined,
      ...(item && { number: item.number }),
    }),
    // The request as the form made it, which the server checks with the same contract.
    send: (_checked, request) =>
      item ? adminPost('editFoundItem', request) : adminPost('foundItems', request),
    refreshes: LOST_PROPERTY_CALLS,
    onSent: ({ data }) =>
      onDone(t(item ? 'lostProperty.saved' : 'lostProperty.registered', { number: data.number })),
  });
  const field = (name: string) => ({ form, field: name });

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="found-form-heading">
      <h2 id="found-form-heading">
        {item ? t('lostProperty.editHeading', { number: item.number }) : t('lostProperty.register')}
      </h2>
      <SelectField
        {...field('category')}
        label={t('lostProperty.category')}
        options={[
          { value: '', label: t('lostProperty.chooseCategory') },
          ...LOST_ITEM_CATEGORIES.map((category) => ({
            value: category,
            label: t(`lostProperty.categories.${category}`),
          })),
        ]}
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
        {...field('collectPlaceId')}
        label={t('lostProperty.collectAt')}
        options={[
          { value: '', label: t('lostProperty.chooseCentre') },
          ...centres.map((centre) => ({
            value: String(centre.id),
            label: i18n.language === 'en' ? centre.name.en : centre.name['zh-tw'],
          })),
        ]}
      />
      <FixFields form={form} />
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
