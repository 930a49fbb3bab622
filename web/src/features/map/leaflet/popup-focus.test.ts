// @vitest-environment happy-dom
import * as L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PopupFocus } from './popup-focus';

let map: L.Map;
let marker: L.Marker;
let focus: PopupFocus;

function popupNamed(name: string): HTMLElement {
  const root = document.createElement('div');
  const heading = document.createElement('h3');
  heading.className = 'map-popup__name';
  heading.textContent = name;
  const link = document.createElement('a');
  link.href = '#/en/?attraction=1';
  link.textContent = 'Details';
  root.append(heading, link);
  return root;
}

/** A key pressed where the focus is, as the browser sends it; true when its default was kept. */
const press = (key: string) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );

beforeEach(() => {
  const container = document.createElement('div');
  document.body.append(container);
  map = L.map(container, { center: [23.02, 121.33], zoom: 13, keyboard: true });
  focus = new PopupFocus(map, {
    markerElement: () => marker.getElement(),
    closeLabel: (name) => `Close ${name}`,
  });
  marker = L.marker([23.02, 121.33], { keyboard: true }).addTo(map);
  focus.bind(marker, 'spot-1', () => popupNamed('Sanxiantai'));
});

afterEach(() => {
  focus.remove();
  map.remove();
  document.body.replaceChildren();
});

describe('a marker’s popup by keyboard (requirements §2 Map panel)', () => {
  it('Enter or Space on the marker opens the popup, named by its place, the focus on the name', () => {
    for (const key of ['Enter', ' ']) {
      marker.getElement()?.focus();
      expect(press(key)).toBe(false);
      const popup = document.querySelector('.leaflet-popup');
      const name = popup?.querySelector('h3');
      expect(document.activeElement).toBe(name);
      expect(popup?.getAttribute('role')).toBe('dialog');
      expect(popup?.getAttribute('aria-labelledby')).toBe(name?.id);
      expect(popup?.querySelector('.leaflet-popup-close-button')?.getAttribute('aria-label')).toBe(
        'Close Sanxiantai',
      );
      map.closePopup();
    }
  });

  it('Escape closes the popup alone and gives the focus back to its marker', () => {
    marker.getElement()?.focus();
    press('Enter');
    expect(press('Escape')).toBe(false);
    expect(marker.isPopupOpen()).toBe(false);
    expect(document.activeElement).toBe(marker.getElement());
    // No popup open: Escape is the panel's again (its dialog closes).
    expect(press('Escape')).toBe(true);
  });

  it('a popup opened by a click leaves the focus where it is', () => {
    marker.getElement()?.focus();
    marker.openPopup();
    expect(document.activeElement).toBe(marker.getElement());
  });
});
