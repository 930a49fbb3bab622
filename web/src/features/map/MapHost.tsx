import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from '@/lib/router';
import type { ContentLang } from '@ecg/domain/rules/language';
import { mapViewOfSearch, withMapView, type MapView } from '@ecg/domain/map-view';
import { overlayOfSearch } from '@ecg/domain/routes';
import { BUS_ROUTE_UID } from '@ecg/domain/rules/bus-timetable';
import { loadChunk } from '@/lib/lazy-chunk';

const MEMBER_TRIP_PATH = /^\/[a-z-]+\/trips\/(\d+)$/;

// Leaflet and the panel come in a chunk of their own, so the shell names only this small host.
const MapPanel = lazy(() => loadChunk(() => import('./MapPanel')));

/**
 * Where the map panel mounts (requirements §2 Map panel): it is open while the address names a
 * layer (domain/src/map-view.ts), over whatever route and overlay lie under it, so Back closes it
 * and a shared link opens the same view. Opening pushes an entry (the entry points do), and
 * closing goes back to it; a map opened from a shared link closes by leaving its params out.
 * Moves inside the panel (another layer, day, centre or popup) replace the entry.
 */
export default function MapHost({ lang }: { lang: ContentLang }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigationType();
  const params = new URLSearchParams(search);
  const view = mapViewOfSearch(params);
  const overlay = overlayOfSearch(params, pathname);
  const tourId = overlay?.kind === 'tour' ? overlay.id : undefined;
  // A member's trip in My trips (/{lang}/trips/{id}) under the panel, when no tour is open over it.
  const memberTrip = tourId === undefined ? MEMBER_TRIP_PATH.exec(pathname)?.[1] : undefined;
  // The route the buses' screen under the map names (its `route`), for the bus-route layer.
  const askedRoute = params.get('route') ?? '';
  const busRoute = BUS_ROUTE_UID.test(askedRoute) ? askedRoute : undefined;

  // The last view stays drawn while the panel slides out.
  const [shown, setShown] = useState<MapView | undefined>(view);
  if (view && view !== shown && JSON.stringify(view) !== JSON.stringify(shown)) setShown(view);
  const [openedByPush, setOpenedByPush] = useState(view !== undefined && navigation === 'PUSH');
  const [wasOpen, setWasOpen] = useState(view !== undefined);
  if ((view !== undefined) !== wasOpen) {
    setWasOpen(view !== undefined);
    if (view) setOpenedByPush(navigation === 'PUSH');
  }

  const change = (next: MapView) =>
    void navigate(
      { pathname, search: `?${withMapView(params, next).toString()}` },
      { replace: true },
    );
  const close = () => {
    if (view === undefined) return;
    if (openedByPush) {
      void navigate(-1);
      return;
    }
    const rest = withMapView(params, undefined).toString();
    void navigate({ pathname, search: rest === '' ? '' : `?${rest}` }, { replace: true });
  };

  if (!shown) return null;
  return (
    <Suspense>
      <MapPanel
        open={view !== undefined}
        view={shown}
        lang={lang}
        trip={{ tourId, memberTripId: memberTrip === undefined ? undefined : Number(memberTrip) }}
        busRoute={busRoute}
        onChange={change}
        onClose={close}
      />
    </Suspense>
  );
}
