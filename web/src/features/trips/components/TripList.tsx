import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Link } from '@/components/Link';
import { StatusMessage } from '@/components/StatusMessage';
import { memberDay } from '@/lib/members/member-text';
import { useTrips } from '../api/trips';
import { TripProblem } from './TripProblem';

/** The member's trips, newest first as the server gives them: name, days, stops, made when. */
export function TripList({ lang, token }: { lang: ContentLang; token: string }) {
  const { t, i18n } = useTranslation();
  const trips = useTrips(lang, token);
  if (trips.isPending) return <StatusMessage status="loading" />;
  if (trips.isError)
    return <TripProblem error={trips.error} lang={lang} onRetry={() => void trips.refetch()} />;
  if (trips.data.length === 0) {
    return (
      <div className="trips-empty">
        <p className="trips-empty__title">{t('trips.empty')}</p>
        <p>{t('trips.emptyHow')}</p>
      </div>
    );
  }
  return (
    <ul className="trip-list">
      {trips.data.map((trip) => (
        <li key={trip.id}>
          <Link className="trip-card" to={`/${lang}/trips/${trip.id}`}>
            <span className="trip-card__name">{trip.name}</span>
            <span className="trip-card__facts">
              {t('trips.counts', {
                days: t('trips.days', { count: trip.dayCount }),
                stops: t('trips.stops', { count: trip.stopCount }),
              })}
            </span>
            <span className="trip-card__facts">
              {t('trips.created', { day: memberDay(trip.createdAt, i18n.language) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
