import { useTranslation } from '@/lib/i18n';
import type { publicationRequestFor } from '@ecg/domain/contracts';
import { Field } from '@/components/form/Field';
import type { FormState } from '@/components/form/use-form';

export interface AddressValues {
  destination: 'taiwan' | 'abroad';
  recipient: string;
  line1: string;
  line2: string;
  postcode: string;
  country: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  destination: 'taiwan',
  recipient: '',
  line1: '',
  line2: '',
  postcode: '',
  country: '',
};

type TextField = Exclude<keyof AddressValues, 'destination'>;

/**
 * Where to post it: in Taiwan (a Taiwanese postcode) or abroad (the country written out),
 * with the fields a postal address needs, each with its autofill name.
 */
export function AddressFields({
  form,
  formId,
}: {
  form: FormState<ReturnType<typeof publicationRequestFor>>;
  formId: string;
}) {
  const { t } = useTranslation();
  const address = (form.values.address ?? EMPTY_ADDRESS) as AddressValues;
  const set = (changes: Partial<AddressValues>) => form.set('address', { ...address, ...changes });
  const abroad = address.destination === 'abroad';

  const text = (field: TextField, autoComplete: string, required = true) => (
    <Field
      formId={formId}
      field={`address.${field}`}
      label={t(`publication.address.${field}`)}
      {...(field === 'postcode'
        ? { hint: t(`publication.address.postcodeHint.${address.destination}`) }
        : {})}
      required={required}
      issue={form.issues[`address.${field}`]}
    >
      {(input) => (
        <input
          {...input}
          type="text"
          autoComplete={autoComplete}
          value={address[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <fieldset className="form-group">
      <legend className="form-group__legend">{t('publication.address.legend')}</legend>
      <div
        className="form-choices"
        role="radiogroup"
        aria-label={t('publication.address.destination')}
      >
        {(['taiwan', 'abroad'] as const).map((destination) => (
          <label key={destination} className="form-choice">
            <input
              type="radio"
              name={`${formId}-destination`}
              checked={address.destination === destination}
              onChange={() => set({ destination })}
            />
            {t(`publication.address.${destination}`)}
          </label>
        ))}
      </div>
      {text('recipient', 'shipping name')}
      {text('line1', 'shipping address-line1')}
      {text('line2', 'shipping address-line2', false)}
      {text('postcode', 'shipping postal-code')}
      {abroad ? text('country', 'shipping country-name') : null}
    </fieldset>
  );
}
