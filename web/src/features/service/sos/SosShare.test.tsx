import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SosTownshipState } from './use-sos-township';
import SosShare from './SosShare';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const position = vi.hoisted(() => ({ fix: { lat: 0, lng: 0, accuracy: 12 } }));
const township = vi.hoisted(() => ({ state: { status: 'looking' } as SosTownshipState }));
vi.mock('@/lib/location/use-fresh-position', () => ({
  useFreshPosition: () => ({ status: 'allowed', fix: position.fix }),
}));
vi.mock('./use-sos-township', () => ({ useSosTownship: () => township.state }));

afterEach(cleanup);

const showAt = (lat: number, lng: number, state: SosTownshipState) => {
  position.fix = { lat, lng, accuracy: 12 };
  township.state = state;
  render(<SosShare attempt={0} lang="en" calls={[]} onRetry={() => undefined} />);
};
const found = (code: string, name: string): SosTownshipState => ({
  status: 'found',
  code,
  township: { name },
});

describe('SosShare advice (requirements §2 Service: SOS)', () => {
  it('asks for the kilometre marker on the main island', () => {
    showAt(23.12326, 121.4071, found('10014020', 'Chenggong Township'));
    expect(screen.getByText('serviceHub.sos.markerHint')).toBeTruthy();
  });

  it.each([
    ['Green Island', 22.6614, 121.4908, '10014110'],
    ['Orchid Island', 22.0446, 121.5519, '10014160'],
  ])('says nothing of highway markers on %s, and asks for a landmark', (_name, lat, lng, code) => {
    showAt(lat, lng, found(code, 'Ludao Township'));
    expect(screen.queryByText('serviceHub.sos.markerHint')).toBeNull();
    expect(screen.getByText('serviceHub.sos.landmarkHint')).toBeTruthy();
  });

  it('gives no advice yet while the township is looked for', () => {
    showAt(22.6614, 121.4908, { status: 'looking' });
    expect(screen.queryByText('serviceHub.sos.markerHint')).toBeNull();
    expect(screen.queryByText('serviceHub.sos.landmarkHint')).toBeNull();
  });
});
