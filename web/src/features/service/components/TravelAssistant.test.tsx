// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FacilityKinds } from '@ecg/domain/contracts';
import { FACILITY_KINDS } from '@ecg/domain/rules/facilities';
import { facilityKindsQuery } from '@/lib/api/facility-kinds';
import { TravelAssistant } from './TravelAssistant';

const texts = vi.hoisted(() => ({ t: undefined as unknown as TFunction }));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: texts.t }) }));

const folder = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '../../../locales/content',
);

beforeAll(async () => {
  const instance = i18next.createInstance();
  const content = JSON.parse(readFileSync(path.join(folder, 'en.json'), 'utf8')) as object;
  await instance.init({ lng: 'en', resources: { en: { translation: content } } });
  texts.t = instance.t;
});
afterEach(cleanup);

/** What this server holds without a TDX key or an import: no fuel, no bus stop. */
const THIS_SERVER: FacilityKinds = FACILITY_KINDS.map((kind) => ({
  kind,
  count: { toilet: 147, parking: 49, health: 11, aed: 82, camera: 18 }[kind as string] ?? 0,
}));

function mapRowText(counts: FacilityKinds | undefined): string | null {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (counts) client.setQueryData(facilityKindsQuery('en').queryKey, counts);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TravelAssistant lang="en" label="Travel assistant" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('link', { name: /^Map/ }).textContent;
}

describe('the travel assistant’s map row (domain rules/facility-layers.ts)', () => {
  it('names only the amenities the map holds points of', () => {
    expect(mapRowText(THIS_SERVER)).toBe(
      'MapSights and amenities around you: toilets, parking, health stations and more',
    );
  });

  it('promises no amenity while the map’s layers are not known', () => {
    expect(mapRowText(undefined)).toBe('MapSights and amenities around you, on the map');
  });
});
