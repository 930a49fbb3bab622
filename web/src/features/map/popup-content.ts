import type { LatLng } from '@ecg/domain/rules/distance';
import { directionsUrl } from '@ecg/domain/rules/directions';
import { popupParts } from '@ecg/domain/rules/map-markers';
import type { MarkerPlace, PlacedMarker } from './layer-markers';

/** The texts of a popup, in the visitor's language. */
export interface PopupTexts {
  distance: (km: number) => string;
  routes: (names: string) => string;
  borrow: (count: number) => string;
  giveBack: (count: number) => string;
  call: (tel: string) => string;
  navigate: string;
  /** The link to the place's own page (its overlay). */
  details: string;
  /** A bus stop's link to its next buses. */
  nextBuses?: string;
}

/** Where a place's overlay is (the address, for a new tab or a copy) and how the app opens it. */
export interface PlaceLink {
  href: string;
  open: () => void;
}

/** requirements §2: a bus-here marker (where the bus is now) opens no popup; every other does. */
export const opensPopup = (marker: Pick<PlacedMarker, 'type'>): boolean =>
  marker.type !== 'bus-here';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A plain click: the app opens the page; a click asking for a new tab or window is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A link within the app: a plain click opens it in place, any other is the browser's. */
function appLink(link: PlaceLink, text: string): HTMLAnchorElement {
  const anchor = element('a', 'map-popup__action', text);
  anchor.href = link.href;
  anchor.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    link.open();
  });
  return anchor;
}

/**
 * A marker's popup (requirements §5): the name, the distance from the centre searched, the
 * borrow and return counts only when both are known, a link to the page of an attraction, shop
 * or lodging, a bus stop's to its next buses, a phone link only with a number, and directions only with a position, from the
 * visitor's position to the marker (requirements §2). Built as elements with text, never as
 * HTML, since names come from open data.
 */
export function popupContent(
  marker: PlacedMarker,
  from: LatLng,
  texts: PopupTexts,
  linkOf?: (place: MarkerPlace) => PlaceLink,
  busStopLink?: (marker: PlacedMarker) => PlaceLink | undefined,
): HTMLElement {
  const parts = popupParts(marker);
  const root = element('div', 'map-popup');
  // A heading: the popup is a dialog named by it, and it takes the focus (leaflet/popup-focus.ts).
  root.append(element('h3', 'map-popup__name', marker.name));
  if (marker.distanceKm !== undefined)
    root.append(element('p', 'map-popup__line', texts.distance(marker.distanceKm)));
  if (marker.routes && marker.routes.length > 0)
    root.append(element('p', 'map-popup__line', texts.routes(marker.routes.join(', '))));
  if (parts.borrowReturn) {
    root.append(
      element('p', 'map-popup__line', texts.borrow(parts.borrowReturn.rentable)),
      element('p', 'map-popup__line', texts.giveBack(parts.borrowReturn.returnable)),
    );
  }
  const actions = element('p', 'map-popup__actions');
  const page = marker.place && linkOf?.(marker.place);
  if (page) actions.append(appLink(page, texts.details));
  const buses = texts.nextBuses ? busStopLink?.(marker) : undefined;
  if (buses && texts.nextBuses) actions.append(appLink(buses, texts.nextBuses));
  if (parts.phone !== undefined) {
    const call = element('a', 'map-popup__action', texts.call(parts.phone));
    call.href = `tel:${parts.phone.replace(/[^\d+#*,;]/g, '')}`;
    actions.append(call);
  }
  if (parts.navigate) {
    const navigate = element('a', 'map-popup__action', texts.navigate);
    navigate.href = directionsUrl(from, marker);
    navigate.target = '_blank';
    navigate.rel = 'noopener noreferrer external';
    actions.append(navigate);
  }
  if (actions.childElementCount > 0) root.append(actions);
  return root;
}
