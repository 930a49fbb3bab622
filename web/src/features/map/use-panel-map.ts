import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Basemap, MapSettings } from '@ecg/domain/contracts';
import type { LatLng } from '@ecg/domain/rules/distance';
import type { MarkerPlace, PlacedMarker } from './layer-markers';
import { PanelMap, type PanelMapEvents, type PanelMapTexts } from './leaflet/panel-map';

export interface PanelMapInputs {
  open: boolean;
  /** Changes when the view must fit the markers again: another layer or day, a new opening. */
  fitKey: string;
  markers: PlacedMarker[];
  clustered: boolean;
  route: LatLng[] | undefined;
  centre: LatLng;
  visitor: LatLng;
  settings: MapSettings | undefined;
  basemap: Basemap | undefined;
  attributions: readonly string[];
  focus: string | undefined;
  texts: PanelMapTexts;
  events: PanelMapEvents;
}

/**
 * The Leaflet map of the panel, made once in its container and kept while the panel is closed
 * (the next opening is immediate), fed from React's state by effects.
 */
export function usePanelMap(inputs: PanelMapInputs) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [panelMap, setPanelMap] = useState<PanelMap>();
  const { open, fitKey, markers, clustered, route, centre, visitor, settings, basemap } = inputs;
  const popupChanged = useEffectEvent((id: string | undefined) => inputs.events.popupChanged(id));
  const areaChanged = useEffectEvent((at: LatLng | undefined) => inputs.events.areaChanged(at));
  const viewChanged = useEffectEvent((inView: PlacedMarker[]) => inputs.events.viewChanged(inView));
  const placeLink = useEffectEvent((place: MarkerPlace) => inputs.events.placeLink(place));
  const busStopLink = useEffectEvent((marker: PlacedMarker) => inputs.events.busStopLink?.(marker));
  const initial = useRef({ centre, texts: inputs.texts });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const made = new PanelMap(container, initial.current.centre, initial.current.texts, {
      popupChanged: (id) => popupChanged(id),
      areaChanged: (at) => areaChanged(at),
      viewChanged: (inView) => viewChanged(inView),
      placeLink: (place) => placeLink(place),
      busStopLink: (marker) => busStopLink(marker),
    });
    setPanelMap(made);
    return () => made.destroy();
  }, []);

  panelMap?.setTexts(inputs.texts);

  useEffect(() => panelMap?.setTiles(settings), [panelMap, settings]);
  useEffect(() => panelMap?.setBasemap(basemap), [panelMap, basemap]);
  useEffect(() => panelMap?.setVisitor(visitor), [panelMap, visitor]);
  const attributionText = inputs.attributions.join('\n');
  useEffect(
    () =>
      panelMap?.setAttributions(
        attributionText === '' ? [] : attributionText.split('\n'),
        basemap?.attribution,
      ),
    [panelMap, attributionText, basemap],
  );

  // Opened (or another layer or day): the map takes its size and fits the next markers.
  useEffect(() => {
    if (!panelMap) return;
    if (!open) {
      panelMap.closePopup();
      panelMap.refit();
      return;
    }
    panelMap.resize();
    panelMap.refit();
    panelMap.centreAt(centre);
    // Only a new opening or layer moves the view; a new centre of the same layer does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panelMap, open, fitKey]);

  useEffect(() => {
    if (!panelMap) return;
    panelMap.setSearched(centre);
  }, [panelMap, centre]);

  useEffect(() => {
    if (!panelMap || !open) return;
    panelMap.setMarkers(markers, clustered);
    panelMap.setRoute(route);
  }, [panelMap, open, markers, clustered, route]);

  // The popup the address names (a shared link) opens once, when the markers have come; later
  // changes of `focus` come from the popups themselves.
  const focusApplied = useRef<string | undefined>(undefined);
  const { focus } = inputs;
  useEffect(() => {
    if (!panelMap || !open || markers.length === 0 || focusApplied.current === fitKey) return;
    focusApplied.current = fitKey;
    if (focus !== undefined) panelMap.openMarker(focus);
  }, [panelMap, open, fitKey, markers, focus]);

  return { containerRef, panelMap };
}
