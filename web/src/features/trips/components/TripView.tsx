import { useQueryClient } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';
import type { Trip } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Glyph } from '@/components/Glyph';
import { Link } from '@/components/Link';
import { MapLink } from '@/components/map-link';
import { StatusMessage } from '@/components/StatusMessage';
import { callKey } from '@/lib/api/query-keys';
import {
  arrangeTrip,
  deleteTrip,
  renameTrip,
  useTrip,
  withoutStop,
  withStopMoved,
} from '../api/trips';
import { downloadTrip, tripFile, tripHasPlaces } from '../trip-file';
import { ConfirmDialog } from './ConfirmDialog';
import { RenameTrip } from './RenameTrip';
import { changeProblem, TripProblem } from './TripProblem';
import { TripDays } from './TripDays';

/**
 * One trip (docs/members.md Trips): its name (renamed here), its days and stops (each opening its
 * overlay, moved to another day or removed), its GPX file, and its deletion. Every change is
 * the server's answer put in place of the trip shown. Its trip map is the tour's, with DAY tabs:
 * the map panel opened over this page draws this trip (features/map/MapHost.tsx).
 */
export function TripView({
  lang,
  token,
  tripId,
}: {
  lang: ContentLang;
  token: string;
  tripId: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trip = useTrip(lang, token, tripId);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const listPath = `/${lang}/trips`;

  const change = async (call: () => Promise<Trip | unknown>, after?: () => void) => {
    setBusy(true);
    setSaid(undefined);
    try {
      const answer = await call();
      if (after) after();
      else queryClient.setQueryData(callKey('memberTrip', lang, { tripId }), answer);
    } catch (error) {
      setSaid(t(changeProblem(error)));
    } finally {
      setBusy(false);
    }
  };

  if (trip.isPending) return <StatusMessage status="loading" />;
  if (trip.isError)
    return <TripProblem error={trip.error} lang={lang} onRetry={() => void trip.refetch()} />;
  const shown = trip.data;
  const file = tripFile(
    shown,
    {
      title: `${t('app.title')}: ${shown.name}`,
      creator: t('app.title'),
      dayName: (day) => t('tour.day', { n: day }),
    },
    lang,
    window.location.origin,
  );
  return (
    <article className="trip">
      <p className="trip__back">
        <Link to={listPath}>{t('trips.backToList')}</Link>
      </p>
      <h1 className="page-title">{shown.name}</h1>
      <RenameTrip
        key={shown.name}
        name={shown.name}
        busy={busy}
        onRename={(name) => void change(() => renameTrip(lang, token, tripId, name))}
      />
      <p className="trip__said" role="status">
        {said}
      </p>
      <TripDays
        trip={shown}
        busy={busy}
        onMove={(day, position, to) =>
          void change(() =>
            arrangeTrip(lang, token, tripId, withStopMoved(shown, day, position, to)),
          )
        }
        onRemove={(day, position) =>
          void change(() => arrangeTrip(lang, token, tripId, withoutStop(shown, day, position)))
        }
      />
      <div className="trip__actions">
        {tripHasPlaces(file) ? (
          <MapLink view={{ layer: 'trip', day: 1 }}>{t('nearby.tripMap')}</MapLink>
        ) : null}
        {tripHasPlaces(file) ? (
          <button type="button" className="button" onClick={() => downloadTrip(shown, file)}>
            <Glyph name="download" />
            {t('trips.exportGpx')}
          </button>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={() => setDeleting(true)}>
          {t('trips.delete')}
        </button>
      </div>
      <ConfirmDialog
        open={deleting}
        title={t('trips.deleteTitle')}
        text={t('trips.deleteWhat', { name: shown.name })}
        yes={t('trips.delete')}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          void change(
            () => deleteTrip(lang, token, tripId),
            () => {
              queryClient.removeQueries({ queryKey: callKey('memberTrip', lang, { tripId }) });
              void queryClient.invalidateQueries({ queryKey: callKey('memberTrips', lang) });
              void navigate(listPath);
            },
          );
        }}
      />
    </article>
  );
}
