// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import type { FacilityKinds } from '@ecg/domain/contracts';
import { FACILITY_KINDS } from '@ecg/domain/rules/facilities';
import { facilityKindsQuery } from '@/lib/api/facility-kinds';
import { createI18n, I18nProvider, type Strings } from '@/lib/i18n';
import { TravelAssistant } from './TravelAssistant';

const folder = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '../../../locales/content',
);

const content = JSON.parse(readFileSync(path.join(folder, 'en.json'), 'utf8')) as Strings;
const i18n = createI18n({ language: 'en', strings: { en: content } });
afterEach(cleanup);

/** What this server holds without a TDX key or an import: no fuel, no bus stop. */
const THIS_SERVER: FacilityKinds = FACILITY_KINDS.map((kind) => ({
  kind,
  count: { toilet: 147, parking: 49, health: 11, aed: 82, camera: 18 }[kind as string] ?? 0,
}));

function mapRowText(counts: FacilityKinds | undefined): string | null {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  if (counts) client.setQueryData(facilityKindsQuery('en').queryKey, counts);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TravelAssistant lang="en" label="Travel assistant" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
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
