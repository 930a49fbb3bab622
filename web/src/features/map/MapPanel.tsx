import { startTransition, useId, useMemo, useRef, useState } from 'react';
import { distanceLabel, useTranslation } from '@/lib/i18n';
import type { LatLng } from '@ecg/domain/rules/distance';
import { isFacilityKind } from '@ecg/domain/rules/facilities';
import type { ContentLang } from '@ecg/domain/rules/language';
import { drawableMarkers, MAP_PANEL_Z_INDEX } from '@ecg/domain/rules/map-markers';
import type { MapLayer, MapView } from '@ecg/domain/map-view';
import { Glyph } from '@/components/Glyph';
import { PositionAge } from '@/components/PositionAge';
import { useFollowedPosition } from '@/lib/location/location-context';
import { useBasemap } from '@/widgets/map/get-basemap';
import { useMapSettings } from '@/widgets/map/get-map-settings';
import { DayTabs } from './DayTabs';
import { LayerChips } from './LayerChips';
import { LayerNotice } from './LayerNotice';
import type { PlacedMarker } from './layer-markers';
import { markerLabel, panelMapTexts } from './map-texts';
import { MarkerList } from './MarkerList';
import { usePanelMap } from './use-panel-map';
import { useBusStopLink, usePlaceLink } from './use-place-link';
import { useLayerMarkers, type TripSource } from './use-layer-markers';
import { LiveSource } from '@/components/LiveSource';
import { useSlidingDialog } from './use-sliding-dialog';
import './map.css';
import './map-layers.css';

/**
 * The full-screen map panel (requirements §2 Map panel, §4): the layer picker, the trip map's
 * day tabs, the map with its markers and popups, the recentre and "search this area" actions,
 * and the markers in view as a list.
 */
export default function MapPanel({
  open,
  view,
  lang,
  trip,
  busRoute,
  onChange,
  onClose,
}: {
  open: boolean;
  view: MapView;
  lang: ContentLang;
  /** The tour or the member's trip under the panel, whose days the trip map draws. */
  trip: Omit<TripSource, 'day'>;
  /** The bus route the page under the panel names, whose buses the bus-route layer draws. */
  busRoute?: string | undefined;
  onChange: (view: MapView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const mapId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  // Watched while open: the recentre button goes to where the visitor is now, and the panel
  // says how old that position is once it is old (domain rules/position-fix.ts).
  const located = useFollowedPosition(open);
  const visitor = located.position;
  const atLat = view.at?.lat;
  const atLng = view.at?.lng;
  const centre = useMemo<LatLng>(
    () => (atLat !== undefined && atLng !== undefined ? { lat: atLat, lng: atLng } : visitor),
    [atLat, atLng, visitor],
  );
  const day = view.layer === 'trip' ? (view.day ?? 1) : 1;
  const layer = useLayerMarkers(view.layer, lang, centre, {
    ...trip,
    day,
    busRoute,
    shown: open,
  });
  const placed = useMemo(() => drawableMarkers(layer.markers), [layer.markers]);
  const settings = useMapSettings(lang);
  const basemap = useBasemap(lang);
  // Every move of the map says what is in view and whether to offer "search this area"; the
  // panel renders again only when what it shows changes (the count, the list while it is open,
  // the button appearing or going), and apart from the task that ends the pan.
  const inViewRef = useRef<PlacedMarker[]>([]);
  const [inViewCount, setInViewCount] = useState(0);
  const [inView, setInView] = useState<PlacedMarker[]>([]);
  const areaRef = useRef<LatLng>(undefined);
  const [areaOffered, setAreaOffered] = useState(false);
  const [listShown, setListShown] = useState(false);
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  const layerName = t(`map.layer.${view.layer}`);
  const texts = useMemo(() => panelMapTexts(t), [t]);
  const placeLink = usePlaceLink();
  const busStopLink = useBusStopLink(lang);
  const { containerRef, panelMap } = usePanelMap({
    open,
    fitKey: `${view.layer}|${day}|${openings}`,
    markers: placed,
    // A tour's day and a bus route are a few markers in an order: each stands alone.
    clustered: view.layer !== 'trip' && view.layer !== 'bus-route',
    route: layer.route,
    centre,
    visitor,
    settings: settings.data,
    basemap: basemap.data,
    attributions: layer.attributions,
    focus: view.focus,
    texts,
    events: {
      popupChanged: (id) => {
        if (open && id !== view.focus) onChange({ ...view, focus: id });
      },
      // In a transition: rendered in a task of its own, not in the one that ends the pan.
      areaChanged: (at) => {
        areaRef.current = at;
        startTransition(() => setAreaOffered(at !== undefined));
      },
      viewChanged: (markers) => {
        inViewRef.current = markers;
        startTransition(() => {
          setInViewCount(markers.length);
          if (listShown) setInView(markers);
        });
      },
      placeLink,
      busStopLink,
    },
  });
  const { ref, entered } = useSlidingDialog(
    open,
    () => close(),
    () => closeRef.current?.focus(),
  );

  // requirements §4: closing resets the fit to the markers and closes the popup (usePanelMap,
  // once the address no longer names the map).
  function close() {
    setListShown(false);
    onClose();
  }
  const pick = (next: MapLayer) => {
    setListShown(false);
    onChange({ layer: next, ...(view.at ? { at: view.at } : {}) });
  };
  const choose = (marker: PlacedMarker) => {
    setListShown(false);
    panelMap?.openMarker(marker.id);
  };
  const notice = (
    <LayerNotice state={layer} layerName={layerName} distance={(km) => distanceLabel(t, km)} />
  );

  return (
    <dialog
      ref={ref}
      className={`map-panel${entered ? ' map-panel--open' : ''}`}
      aria-labelledby={titleId}
      style={{ zIndex: MAP_PANEL_Z_INDEX }}
      data-layer={view.layer}
    >
      <header className="map-panel__bar">
        <h2 id={titleId} className="map-panel__title">
          {t('map.title', { layer: layerName })}
        </h2>
        <button
          type="button"
          className="map-panel__bar-button"
          aria-expanded={listShown}
          aria-controls={listShown ? listId : undefined}
          onClick={() => {
            if (!listShown) setInView(inViewRef.current);
            setListShown(!listShown);
          }}
        >
          {listShown ? t('map.showMap') : t('map.showList', { count: inViewCount })}
        </button>
        <button
          ref={closeRef}
          type="button"
          className="map-panel__close"
          aria-label={t('map.close')}
          onClick={close}
        >
          <Glyph name="close" size={24} />
        </button>
      </header>
      <LayerChips
        layer={view.layer}
        lang={lang}
        withTrip={trip.tourId !== undefined || trip.memberTripId !== undefined}
        withBusRoute={busRoute !== undefined}
        onPick={pick}
      />
      {view.layer === 'trip' && layer.days !== undefined && layer.days > 1 ? (
        <DayTabs
          days={layer.days}
          day={day}
          panelId={mapId}
          onPick={(next) => onChange({ layer: 'trip', day: next })}
        />
      ) : null}
      <div className="map-panel__body" id={mapId}>
        <div ref={containerRef} className="map-panel__map" />
        {listShown ? null : (
          <div className="map-panel__notice">
            {notice}
            {layer.live ? (
              <div className="map-notice">
                <LiveSource
                  meta={layer.live.meta}
                  sampleNote="map.busRoute.source"
                  sourceNote="map.busRoute.source"
                  kept={layer.live.kept}
                />
              </div>
            ) : null}
            {located.status === 'allowed' ? (
              <PositionAge fixedAt={located.fixedAt} className="map-notice" />
            ) : null}
          </div>
        )}
        {areaOffered && isSearchable(view.layer) ? (
          <button
            type="button"
            className="map-panel__search-here"
            onClick={() => {
              if (areaRef.current) onChange({ layer: view.layer, at: areaRef.current });
            }}
          >
            {t('map.searchArea')}
          </button>
        ) : null}
        <button
          type="button"
          className="map-panel__recentre"
          aria-label={t('map.recentre')}
          onClick={() => panelMap?.recentre()}
        >
          <Glyph name="navigate" size={22} />
        </button>
        {listShown ? (
          <MarkerList
            id={listId}
            markers={inView}
            notice={layer.status === 'ready' && !layer.kept ? null : notice}
            labelOf={(marker) => markerLabel(t, marker)}
            onChoose={choose}
          />
        ) : null}
      </div>
    </dialog>
  );
}

/** The trip map shows a tour's stops, wherever the map is; every other layer is searched around a centre. */
const isSearchable = (layer: MapLayer) => layer === 'spots' || isFacilityKind(layer);
