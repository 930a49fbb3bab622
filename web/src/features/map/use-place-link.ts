import { useCallback } from 'react';
import { createPath, useHref, useLocation, useNavigate } from '@/lib/router';
import { withMapView } from '@ecg/domain/map-view';
import { busStopUidOfFacility } from '@ecg/domain/rules/bus-arrivals';
import type { ContentLang } from '@ecg/domain/rules/language';
import { overlayLocation } from '@/components/overlay-link';
import type { MarkerPlace, PlacedMarker } from './layer-markers';
import type { PlaceLink } from './popup-content';
import { transportModePath } from '@ecg/domain/routes';

/**
 * The link of a popup to its place's overlay (requirements §2 overlays): the page under the map
 * with the overlay opened over it and the map's params left out, so the map closes as the
 * overlay opens, and Back returns to the map as it was.
 */
export function usePlaceLink(): (place: MarkerPlace) => PlaceLink {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The address of the app's root ('#/' in the hash router): every route's href begins with it.
  const root = useHref('/');
  return useCallback(
    (place: MarkerPlace) => {
      const under = `?${withMapView(new URLSearchParams(search), undefined).toString()}`;
      const to = overlayLocation(pathname, under, place);
      return {
        href: `${root.slice(0, -1)}${createPath(to)}`,
        open: () => void navigate(to),
      };
    },
    [pathname, search, navigate, root],
  );
}

/**
 * The link of a bus stop's popup to its next buses (docs/live-data.md, Buses): the Transport
 * page's buses screen with the stop chosen, for a stop of TDX's networks; none for another.
 */
export function useBusStopLink(lang: ContentLang): (marker: PlacedMarker) => PlaceLink | undefined {
  const navigate = useNavigate();
  const root = useHref('/');
  return useCallback(
    (marker: PlacedMarker) => {
      const stop = marker.type === 'bus-stop' ? busStopUidOfFacility(marker.id) : undefined;
      if (!stop) return undefined;
      const query = new URLSearchParams({ stop, name: marker.name }).toString();
      const to = `${transportModePath(lang, 'buses')}?${query}`;
      return { href: `${root.slice(0, -1)}${to}`, open: () => void navigate(to) };
    },
    [lang, navigate, root],
  );
}
