import { QueryClientProvider } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from '@/lib/router';
import { memberPath } from '@ecg/domain/routes';
import { Link } from '@/components/Link';
import { createMemberQueryClient } from '@/lib/members/member-call';
import { useMemberState } from '@/lib/members/use-member-state';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { TripList } from './components/TripList';
import { TripView } from './components/TripView';
import './trips.css';

/**
 * My trips (docs/members.md Trips) at /{lang}/trips and /{lang}/trips/<id>: the member's own
 * trips, made from tours by the adaptation, each renamed, rearranged, exported or deleted here.
 * A lazy route: nothing of it loads with the first screen (docs/performance.md). The answers
 * live in a member query client of this page's own, dropped with the sign-in.
 */
export default function TripsPage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  usePageMeta(lang, t('trips.title'), { description: t('trips.description') });
  const { id } = useParams();
  const { session, ended } = useMemberState();
  const tripId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
  let body;
  if (session === undefined) {
    body = (
      <div className="trips-empty">
        {/* Ended: a 401 (lib/members/member-call.ts) or the sign-in's end, said as such. */}
        <p>{t(ended ? 'trips.problem.signedOut' : 'trips.signedOut')}</p>
        <p>
          <Link className="button" to={memberPath(lang)}>
            {t('trips.signIn')}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <TripQueries key={session.token}>
        {id === undefined ? (
          <TripList lang={lang} token={session.token} />
        ) : (
          <TripView lang={lang} token={session.token} tripId={tripId ?? 0} />
        )}
      </TripQueries>
    );
  }
  return (
    <div className="page-column trips">
      {id === undefined || session === undefined ? (
        <h1 className="page-title">{t('trips.title')}</h1>
      ) : null}
      {body}
    </div>
  );
}

function TripQueries({ children }: { children: React.ReactNode }) {
  const [client] = useState(createMemberQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
