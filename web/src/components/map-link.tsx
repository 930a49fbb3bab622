import { useCallback } from 'react';
import { useLocation, type To } from '@/lib/router';
import { Link } from './Link';
import { withMapView, type MapView } from '@ecg/domain/map-view';
import { Glyph } from './Glyph';
import './map-link.css';

/**
 * The current address with the map panel opened over it (requirements §2 Map panel): the page's
 * own query, an open overlay's among it, stays, so Back closes the map and returns there.
 */
export function mapLocation(pathname: string, search: string, view: MapView): To {
  return { pathname, search: `?${withMapView(new URLSearchParams(search), view).toString()}` };
}

/** Addresses that open the map over whatever page the visitor is on. */
export function useMapLink(): (view: MapView) => To {
  const { pathname, search } = useLocation();
  return useCallback((view: MapView) => mapLocation(pathname, search, view), [pathname, search]);
}

/** A way into the map: a link, so it is a new entry in the history that Back leaves. */
export function MapLink({
  view,
  children,
  className = 'button map-link',
}: {
  view: MapView;
  children: string;
  className?: string;
}) {
  const link = useMapLink();
  return (
    <Link to={link(view)} className={className}>
      <Glyph name="map" size={18} />
      {children}
    </Link>
  );
}
