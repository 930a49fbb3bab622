import type * as L from 'leaflet';
import { POPUP_MAX_WIDTH } from '@ecg/domain/rules/map-markers';

/** The popup's name: a heading that takes the focus when the popup opens by the keyboard. */
const NAME_SELECTOR = '.map-popup__name';

/**
 * Leaflet's zoom buttons (its own CSS, in px: 10 px margin, two 30 px buttons and their
 * borders) end 76 px below the map's top right corner: a popup opened there would sit under
 * them, its close button covered. Popups keep below them, and above the recentre button and
 * the attribution at the bottom (map.css: 64 px from the bottom, 48 px high).
 */
const POPUP_PADDING_TOP_LEFT: L.PointTuple = [8, 84];
const POPUP_PADDING_BOTTOM_RIGHT: L.PointTuple = [8, 120];

export interface PopupFocusHooks {
  /** The element of the marker whose popup this is, while it is drawn. */
  markerElement: (markerId: string) => HTMLElement | undefined;
  /** The accessible name of the popup's close button (Leaflet's own is in English). */
  closeLabel: (name: string) => string;
}

let named = 0;

/**
 * The popups by keyboard (requirements §2 Map panel; docs/map.md): a popup
 * opened from the keyboard or the list takes the focus on its name, the popup being a dialog
 * named by it (a screen reader says the place), so its links are the next Tabs; Escape closes
 * it and gives the focus back to its marker, without closing the whole panel; a popup that
 * closes with the focus in it never leaves the focus on <body>.
 */
export class PopupFocus {
  private focusNext = false;
  private open: L.Popup | undefined;

  constructor(
    private readonly map: L.Map,
    private readonly hooks: PopupFocusHooks,
  ) {
    map.getContainer().addEventListener('keydown', this.onKeyDown);
    map.on('popupopen', this.opened, this);
    map.on('popupclose', this.closed, this);
  }

  /**
   * A marker's popup, kept clear of the map's controls. Enter or Space on the marker (a button)
   * opens it, the focus in it; the keydown's default is cancelled, as Leaflet's own Enter (a
   * keypress) would close it again.
   */
  bind(leaflet: L.Marker, markerId: string, content: () => HTMLElement): void {
    leaflet.bindPopup(content, {
      maxWidth: POPUP_MAX_WIDTH,
      autoPanPaddingTopLeft: POPUP_PADDING_TOP_LEFT,
      autoPanPaddingBottomRight: POPUP_PADDING_BOTTOM_RIGHT,
      markerId,
    } as L.PopupOptions);
    leaflet.on('keydown', ({ originalEvent }) => {
      if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
      originalEvent.preventDefault();
      this.openFocused(leaflet);
    });
  }

  /** Opens a marker's popup, the focus on its name (one open already only takes the focus). */
  openFocused(leaflet: L.Marker): void {
    const popup = leaflet.getPopup();
    if (!popup) return;
    if (popup.isOpen()) {
      this.focusName(popup);
      return;
    }
    this.focusNext = true;
    leaflet.openPopup();
    this.focusNext = false;
  }

  remove(): void {
    this.map.getContainer().removeEventListener('keydown', this.onKeyDown);
    this.map.off('popupopen', this.opened, this);
    this.map.off('popupclose', this.closed, this);
  }

  /**
   * Escape with a popup open closes the popup alone: the keydown's default is the dialog's
   * close request, which would close the whole map panel.
   */
  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.open) return;
    event.preventDefault();
    event.stopPropagation();
    this.map.closePopup();
  };

  private opened({ popup }: L.PopupEvent): void {
    this.open = popup;
    const box = popup.getElement();
    const name = box?.querySelector<HTMLElement>(NAME_SELECTOR);
    if (!box || !name) return;
    named += 1;
    name.id = `map-popup-name-${named}`;
    name.tabIndex = -1;
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-labelledby', name.id);
    box
      .querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', this.hooks.closeLabel(name.textContent ?? ''));
    if (!this.focusNext) return;
    this.focusNext = false;
    this.focusName(popup);
  }

  private closed({ popup }: L.PopupEvent): void {
    if (this.open === popup) this.open = undefined;
    const active = document.activeElement;
    const box = popup.getElement();
    const lost = !active || active === document.body || (box?.contains(active) ?? false);
    if (!lost) return;
    const markerId = (popup.options as { markerId?: string }).markerId;
    const marker = markerId === undefined ? undefined : this.hooks.markerElement(markerId);
    (marker?.isConnected ? marker : this.map.getContainer()).focus({ preventScroll: true });
  }

  private focusName(popup: L.Popup): void {
    popup.getElement()?.querySelector<HTMLElement>(NAME_SELECTOR)?.focus({ preventScroll: true });
  }
}
