import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { RepairPlace } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Field, IssueText } from '@/components/form/Field';
import { fieldId, type FieldIssues } from '@/components/form/use-form';
import { loadChunk } from '@/lib/lazy-chunk';
import { useLocationState } from '@/lib/location/location-context';

// Leaflet comes only when the visitor opens the map.
const PlacePickerMap = lazy(() => loadChunk(() => import('@/widgets/map/PlacePickerMap')));

type Place = Partial<RepairPlace>;
type Locating = 'idle' | 'asking' | 'failed';

/** The visitor's position now, as precise as the phone can tell, or why not. */
const currentPosition = () =>
  new Promise<GeolocationPosition>((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('No geolocation'));
    else {
      navigator.geolocation.getCurrentPosition(resolve, reject, {
        enableHighAccuracy: true,
        timeout: 20_000,
        maximumAge: 0,
      });
    }
  });

interface RepairPlaceFieldProps {
  formId: string;
  lang: ContentLang;
  place: Place;
  issues: FieldIssues;
  onChange: (place: Place) => void;
}

/**
 * Where the fault is: the visitor's position, a point under the map's pin, a few words, or a
 * point and words. The focus of a refusal of the place is its first button.
 */
export function RepairPlaceField({ formId, lang, place, issues, onChange }: RepairPlaceFieldProps) {
  const { t } = useTranslation();
  const { position } = useLocationState();
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState<Locating>('idle');
  const [accuracy, setAccuracy] = useState<number>();
  const mapId = useId();
  const id = fieldId(formId, 'place');
  const issue = issues.place;
  const point =
    place.lat !== undefined && place.lng !== undefined
      ? { lat: place.lat, lng: place.lng }
      : undefined;

  const locate = async () => {
    setLocating('asking');
    try {
      const { coords } = await currentPosition();
      setAccuracy(Math.round(coords.accuracy));
      setLocating('idle');
      onChange({ ...place, lat: coords.latitude, lng: coords.longitude });
    } catch {
      setLocating('failed');
    }
  };

  let status = '';
  if (locating === 'asking') status = t('repair.place.locating');
  else if (locating === 'failed') status = t('repair.place.noPosition');
  else if (point) {
    status = t('repair.place.chosen', {
      latitude: point.lat.toFixed(5),
      longitude: point.lng.toFixed(5),
    });
    if (accuracy) status += t('repair.place.accuracy', { metres: accuracy });
  }

  return (
    <fieldset className={`form-fieldset${issue ? ' form-field--invalid' : ''}`}>
      <legend className="form-field__label">
        {t('repair.place.legend')}
        <span className="form-field__required"> {t('form.required')}</span>
      </legend>
      <p className="form-field__hint">{t('repair.place.hint')}</p>
      <div className="repair-place__actions">
        <button
          id={id}
          type="button"
          className="form-button form-button--quiet"
          aria-describedby={issue ? `${id}-issue` : undefined}
          disabled={locating === 'asking'}
          onClick={() => void locate()}
        >
          {t('repair.place.here')}
        </button>
        <button
          type="button"
          className="form-button form-button--quiet"
          aria-expanded={mapOpen}
          aria-controls={mapId}
          onClick={() => setMapOpen((open) => !open)}
        >
          {mapOpen ? t('repair.place.hideMap') : t('repair.place.map')}
        </button>
        {point && (
          <button
            type="button"
            className="form-button form-button--quiet"
            onClick={() => {
              setMapOpen(false);
              setAccuracy(undefined);
              onChange({ name: place.name });
            }}
          >
            {t('repair.place.clear')}
          </button>
        )}
      </div>
      <p className="repair-place__status" role="status">
        {status}
      </p>
      <div id={mapId} hidden={!mapOpen}>
        {mapOpen && (
          <Suspense fallback={<div className="place-map place-map--loading" />}>
            <PlacePickerMap
              lang={lang}
              point={point}
              start={point ?? position}
              label={t('repair.place.mapLabel')}
              onPick={(picked) => {
                setAccuracy(undefined);
                onChange({ ...place, ...picked });
              }}
            />
          </Suspense>
        )}
      </div>
      {issue && (
        <p className="form-field__issue" id={`${id}-issue`}>
          <IssueText issue={issue} />
        </p>
      )}
      <Field
        formId={formId}
        field="place.name"
        label={t('repair.place.name')}
        hint={t('repair.place.nameHint')}
        issue={issues['place.name']}
      >
        {(input) => (
          <input
            {...input}
            type="text"
            maxLength={200}
            value={place.name ?? ''}
            onChange={(event) => onChange({ ...place, name: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
