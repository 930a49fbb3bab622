// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCATION } from '@ecg/domain/rules/directions';
import { LocationProvider } from '@/lib/location/location-context';
import type { LocationState } from '@/lib/location/use-location';
import MapPanel from './MapPanel';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: { count?: number }) =>
      values?.count === undefined ? key : `${key} ${values.count}`,
    i18n: { language: 'en' },
  }),
}));
// Leaflet, the layer's points and the map's settings stand aside: this is about the panel's words.
vi.mock('./use-panel-map', () => ({
  usePanelMap: () => ({ containerRef: { current: null }, panelMap: undefined }),
}));
vi.mock('./use-layer-markers', () => ({
  useLayerMarkers: () => ({ status: 'ready', markers: [], attributions: [], retry: () => {} }),
}));
vi.mock('./use-place-link', () => ({
  usePlaceLink: () => () => ({ href: '', open: () => {} }),
  useBusStopLink: () => () => undefined,
}));
vi.mock('./LayerChips', () => ({ LayerChips: () => null }));
vi.mock('@/widgets/map/get-map-settings', () => ({ useMapSettings: () => ({}) }));
vi.mock('@/widgets/map/get-basemap', () => ({ useBasemap: () => ({}) }));

afterEach(cleanup);

const MINUTE = 60_000;

/** The visitor's position as the shell keeps it, measured `ago` ms before now. */
function located(status: LocationState['status'], ago: number | undefined): LocationState {
  return {
    position: { lat: 23.1, lng: 121.37 },
    status,
    fixedAt: ago === undefined ? undefined : Date.now() - ago,
    deniedHint: false,
    outsideArea: false,
    snoozeDeniedHint: () => undefined,
    dismissOutside: () => undefined,
    follow: () => () => undefined,
  };
}

function renderPanel(location: LocationState) {
  render(
    <LocationProvider value={location}>
      <MapPanel
        open
        view={{ layer: 'spots' }}
        lang="en"
        trip={{}}
        onChange={() => undefined}
        onClose={() => undefined}
      />
    </LocationProvider>,
  );
}

describe('the map panel’s position (domain rules/position-fix.ts)', () => {
  it('says how old the visitor’s position is when the phone’s last fix is old', () => {
    renderPanel(located('allowed', 7 * MINUTE + 1000));
    expect(screen.getByRole('note').textContent).toBe('position.age.minute 7');
  });

  it('says nothing of a recent fix, or of the default position when none was shared', () => {
    renderPanel(located('allowed', MINUTE));
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    renderPanel({ ...located('denied', undefined), position: DEFAULT_LOCATION });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
