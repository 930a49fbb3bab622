// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FacilityKinds } from '@ecg/domain/contracts';
import { FACILITY_KINDS } from '@ecg/domain/rules/facilities';
import { facilityKindsQuery } from '@/lib/api/facility-kinds';
import { LayerChips } from './LayerChips';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      key === 'search.listSeparator' ? ', ' : values ? `${key} ${values.layers as string}` : key,
    i18n: { language: 'en' },
  }),
}));

/** What this server holds: toilets and parking among others, no bus stop, bike or store. */
const HELD = new Set(['toilet', 'parking', 'aed']);
const counts: FacilityKinds = FACILITY_KINDS.map((kind) => ({
  kind,
  count: HELD.has(kind) ? 12 : 0,
}));

function renderChips(layer: Parameters<typeof LayerChips>[0]['layer'], known = true) {
  const client = new QueryClient();
  if (known) client.setQueryData(facilityKindsQuery('en').queryKey, counts);
  render(
    <QueryClientProvider client={client}>
      <LayerChips layer={layer} lang="en" withTrip={false} onPick={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the layer picker', () => {
  it('offers only the kinds holding points, and names the others once with what they need', () => {
    renderChips('spots');
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'map.layer.spots',
      'map.layer.toilet',
      'map.layer.parking',
      'map.layer.aed',
    ]);
    const notes = screen.getAllByRole('listitem').filter((item) => !item.querySelector('button'));
    expect(notes.map((note) => note.textContent)).toEqual([
      'map.missing.key map.layer.bus-stop, map.layer.bike ' +
        'map.missing.import map.layer.store, map.layer.gas, map.layer.water, map.layer.police, ' +
        'map.layer.hospital, map.layer.health, map.layer.visitor-centre, map.layer.rail, ' +
        'map.layer.airport, map.layer.harbour, map.layer.camera',
    ]);
  });

  it('keeps the chosen layer, empty or not (a shared link), pressed', () => {
    renderChips('bike');
    const chip = screen.getByRole('button', { name: 'map.layer.bike' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers no amenity while the counts are coming, and says nothing missing', () => {
    renderChips('spots', false);
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'map.layer.spots',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
