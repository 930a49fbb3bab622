// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { PlacedMarker } from './layer-markers';
import { opensPopup, popupContent, type PopupTexts } from './popup-content';

const texts: PopupTexts = {
  distance: (km) => `Distance: ${km} km`,
  routes: (names) => `Routes: ${names}`,
  borrow: (count) => `Borrow ${count}`,
  giveBack: (count) => `Return ${count}`,
  call: (tel) => `Call ${tel}`,
  navigate: 'Directions',
  details: 'Details',
};
const from = { lat: 23.02, lng: 121.325 };
const base: PlacedMarker = { id: 'a', name: 'A <b>place</b>', type: 'bike', lat: 23.1, lng: 121.4 };

const lines = (root: HTMLElement) => [...root.querySelectorAll('p')].map((p) => p.textContent);
const links = (root: HTMLElement) =>
  [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('a marker’s popup (requirements §5)', () => {
  it('shows the counts only when both are known, 0 included', () => {
    expect(lines(popupContent({ ...base, rentable: 2, returnable: 0 }, from, texts))).toContain(
      'Return 0',
    );
    expect(lines(popupContent({ ...base, rentable: 2 }, from, texts)).join()).not.toMatch(
      /Borrow|Return/,
    );
    expect(lines(popupContent({ ...base, returnable: 5 }, from, texts)).join()).not.toMatch(
      /Borrow|Return/,
    );
  });

  it('links a phone only with a number, and directions from the visitor to the place', () => {
    expect(links(popupContent({ ...base, tel: '089-281 530' }, from, texts))).toEqual([
      ['Call 089-281 530', 'tel:089281530'],
      [
        'Directions',
        'https://www.google.com/maps/dir/?api=1&origin=23.02,121.325&destination=23.1,121.4',
      ],
    ]);
    expect(links(popupContent({ ...base, tel: '  ' }, from, texts)).map(([text]) => text)).toEqual([
      'Directions',
    ]);
  });

  it("links a bus stop of TDX's networks to its next buses, opened in the app", () => {
    const open = vi.fn();
    const stop: PlacedMarker = { ...base, id: 'tdx-bus-HUA1002', type: 'bus-stop' };
    const linkOf = (marker: PlacedMarker) =>
      marker.id === 'tdx-bus-HUA1002'
        ? { href: '#/en/search/airplane/buses?stop=HUA1002', open }
        : undefined;
    const root = popupContent(stop, from, { ...texts, nextBuses: 'Next buses' }, undefined, linkOf);
    expect(links(root)[0]).toEqual(['Next buses', '#/en/search/airplane/buses?stop=HUA1002']);
    root
      .querySelector('a')
      ?.dispatchEvent(new MouseEvent('click', { button: 0, cancelable: true }));
    expect(open).toHaveBeenCalledOnce();
    const other = popupContent(
      { ...stop, id: 'osm-1' },
      from,
      { ...texts, nextBuses: 'Next buses' },
      undefined,
      linkOf,
    );
    expect(links(other).map(([text]) => text)).toEqual(['Directions']);
  });

  it('opens the directions outside the app', () => {
    const link = popupContent(base, from, texts).querySelector('a');
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toContain('noopener');
  });

  it('writes names as text, never as markup', () => {
    const root = popupContent(base, from, texts);
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('.map-popup__name')?.textContent).toBe('A <b>place</b>');
  });

  it('names the place in a heading, the popup’s name (leaflet/popup-focus.ts)', () => {
    const name = popupContent(base, from, texts).querySelector('h3');
    expect(name?.className).toBe('map-popup__name');
    expect(name?.textContent).toBe('A <b>place</b>');
  });

  it('adds the distance and a bus stop’s routes when known', () => {
    expect(
      lines(popupContent({ ...base, distanceKm: 0.4, routes: ['8101', '8103'] }, from, texts)),
    ).toEqual(['Distance: 0.4 km', 'Routes: 8101, 8103', 'Directions']);
  });

  it('links an attraction, a shop or a lodging to its page, first', () => {
    const linkOf = (place: { kind: string; id: string }) => ({
      href: `#/en/?${place.kind}=${place.id}`,
      open: () => undefined,
    });
    const shop = { ...base, type: 'trip-stop', place: { kind: 'shop', id: '849' } } as const;
    expect(links(popupContent(shop, from, texts, linkOf))[0]).toEqual([
      'Details',
      '#/en/?shop=849',
    ]);
    const spot = { ...base, type: 'spot', place: { kind: 'attraction', id: '15' } } as const;
    expect(links(popupContent(spot, from, texts, linkOf))[0]).toEqual([
      'Details',
      '#/en/?attraction=15',
    ]);
    // A toilet or a bike station has no page of its own.
    expect(links(popupContent(base, from, texts, linkOf)).map(([text]) => text)).toEqual([
      'Directions',
    ]);
  });

  it('opens the page in the app on a plain click, and leaves a new tab to the browser', () => {
    const open = vi.fn();
    const spot = { ...base, type: 'spot', place: { kind: 'attraction', id: '15' } } as const;
    const link = popupContent(spot, from, texts, () => ({
      href: '#/en/?attraction=15',
      open,
    })).querySelector('a') as HTMLAnchorElement;
    const plain = new MouseEvent('click', { button: 0, cancelable: true });
    link.dispatchEvent(plain);
    expect(open).toHaveBeenCalledOnce();
    expect(plain.defaultPrevented).toBe(true);
    const newTab = new MouseEvent('click', { button: 0, ctrlKey: true, cancelable: true });
    link.dispatchEvent(newTab);
    expect(open).toHaveBeenCalledOnce();
    expect(newTab.defaultPrevented).toBe(false);
  });

  it.each([
    ['bus-here', false],
    ['bus', true],
    ['bus-stop', true],
    ['spot', true],
    ['trip-stop', true],
  ] as const)('a %s marker opens a popup: %s', (type, opens) => {
    expect(opensPopup({ type })).toBe(opens);
  });
});
