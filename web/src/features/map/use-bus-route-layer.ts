import { useMemo } from 'react';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useBusPositions } from '@/lib/api/bus-positions';
import { busRouteMarkers } from './layer-markers';
import { settled, type LayerState } from './layer-state';

const nothing = () => undefined;

/**
 * The bus-route layer (docs/map.md, The panel): the route the page under the map names, its
 * path, its stops (each popup leading to its next buses) and a marker per bus on the road now,
 * asked again every 30 s while the panel is open (`shown`).
 */
export function useBusRouteLayer(
  lang: ContentLang,
  route: string | undefined,
  shown: boolean,
): LayerState {
  const answer = useBusPositions(lang, route, shown);
  const positions = answer.data?.data;
  const markers = useMemo(() => (positions ? busRouteMarkers(positions) : []), [positions]);
  if (route === undefined)
    return { status: 'no-route', markers: [], attributions: [], retry: nothing };
  if (!answer.data || !positions) return settled(answer, { markers: [], attributions: [] });
  if (answer.data.meta.source === 'unconfigured')
    return { status: 'no-key', markers: [], attributions: [], retry: nothing };
  return {
    status: positions.buses.length === 0 ? 'no-buses' : 'ready',
    markers,
    attributions: [],
    ...(positions.line.length > 1 ? { route: positions.line } : {}),
    live: { meta: answer.data.meta, kept: answer.isError },
    retry: () => void answer.refetch(),
  };
}
