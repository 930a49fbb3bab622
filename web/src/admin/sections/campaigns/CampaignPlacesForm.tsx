import {
  CAMPAIGN_PLACES_MAX,
  setCampaignPlacesRequestSchema,
  type OperatorCampaign,
} from '@ecg/domain/contracts/admin-campaigns';
import { CAMPAIGN_PLACE_KINDS, type CampaignPlaceKind } from '@ecg/domain/rules/campaign';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { Field, FixFields, SelectField } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { campaignTitleIn } from './campaign-draft';
import { CAMPAIGN_CALLS } from './campaigns-query';

interface PlaceRow {
  kind: CampaignPlaceKind;
  id: number;
  /** The place's Chinese name as the server last answered it; null for one not saved yet. */
  name: string | null;
}

interface PlacesDraft {
  id: number;
  places: PlaceRow[];
  /** The place to add, as typed. */
  addKind: string;
  addId: string;
}

/**
 * The places that count in a campaign, in the order members see them: each named by kind and
 * id, with its name once saved (the server finds it among the places); added, removed, saved.
 */
export function CampaignPlacesForm({
  campaign,
  onSaved,
}: {
  campaign: OperatorCampaign;
  onSaved: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<typeof setCampaignPlacesRequestSchema, PlacesDraft>(
    setCampaignPlacesRequestSchema,
    { id: campaign.id, places: campaign.places, addKind: 'attraction', addId: '' },
  );
  const [addIssue, setAddIssue] = useState(false);
  const { submit, pending, failure } = useFormChange(form, {
    request: ({ id, places }) => ({
      id,
      places: places.map(({ kind, id: placeId }) => ({ kind, id: placeId })),
    }),
    send: (checked) => adminPost('campaignPlaces', checked),
    refreshes: CAMPAIGN_CALLS,
    onSent: ({ data }) => {
      form.set('places', data.places);
      onSaved(t('campaigns.placesSaved', { title: campaignTitleIn(data, i18n.language) }));
    },
  });
  const { places, addKind, addId } = form.values;
  const kindLabel = (kind: string) => t(`campaigns.kinds.${kind}`);

  const add = () => {
    const id = Number(addId);
    if (!Number.isInteger(id) || id <= 0) {
      setAddIssue(true);
      return;
    }
    setAddIssue(false);
    form.set('places', [...places, { kind: addKind as CampaignPlaceKind, id, name: null }]);
    form.set('addId', '');
  };

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="campaign-places-heading">
      <h2 id="campaign-places-heading">
        {t('campaigns.placesHeading', { title: campaignTitleIn(campaign, i18n.language) })}
      </h2>
      {places.length === 0 && <p>{t('campaigns.noPlaces')}</p>}
      {places.length > 0 && (
        <ol className="rows">
          {places.map((place, index) => (
            <li key={`${place.kind}-${place.id}`} className="row">
              <div className="row__text">
                <p className="row__title">{place.name ?? t('campaigns.nameAfterSaving')}</p>
                <p className="row__meta">
                  {kindLabel(place.kind)} · {t('campaigns.placeId', { id: place.id })}
                </p>
              </div>
              <button
                type="button"
                className="button"
                aria-label={t('campaigns.removePlace', {
                  place: place.name ?? `${kindLabel(place.kind)} ${place.id}`,
                })}
                onClick={() =>
                  form.set(
                    'places',
                    places.filter((_, i) => i !== index),
                  )
                }
              >
                {t('campaigns.remove')}
              </button>
            </li>
          ))}
        </ol>
      )}
      {places.length < CAMPAIGN_PLACES_MAX && (
        <fieldset className="fieldset">
          <legend>{t('campaigns.addPlace')}</legend>
          <SelectField
            form={form}
            field="addKind"
            label={t('campaigns.kind')}
            options={CAMPAIGN_PLACE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          />
          <Field
            form={form}
            field="addId"
            label={t('campaigns.placeIdField')}
            hint={addIssue ? t('campaigns.placeIdIssue') : t('campaigns.placeIdHint')}
            inputMode="numeric"
          />
          <button type="button" className="button" onClick={add}>
            {t('campaigns.add')}
          </button>
        </fieldset>
      )}
      <FixFields form={form} />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('campaigns.saving') : t('campaigns.savePlaces')}
      </button>
    </form>
  );
}
