import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPath } from '@ecg/domain/api-paths';
import { envelope, facilityKindsSchema } from '@ecg/domain/contracts';
import { FACILITY_KINDS, type FacilityKind } from '@ecg/domain/rules/facilities';
import { describe, expect, it } from 'vitest';
import type { FacilitySeedFile } from '../src/data-files/facility-seed';
import { dataDir, useTestApp } from './helper';

const context = useTestApp();

/** How many of each kind data/seed/facilities holds, read from the files themselves. */
function heldInData(): Map<FacilityKind, number> {
  const held = new Map<FacilityKind, number>();
  const folder = path.join(dataDir, 'seed/facilities');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const seed = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as FacilitySeedFile;
    for (const record of seed.records) held.set(record.kind, (held.get(record.kind) ?? 0) + 1);
  }
  return held;
}

describe('GET /{lang}/opendata/facility-kinds', () => {
  it('counts every kind we hold, in their order, 0 for a kind with no open data', async () => {
    const response = await context.app.inject(apiPath('facilityKinds', 'ja'));
    expect(response.statusCode).toBe(200);
    const { data } = envelope(facilityKindsSchema).parse(response.json());
    const held = heldInData();
    expect(data).toEqual(FACILITY_KINDS.map((kind) => ({ kind, count: held.get(kind) ?? 0 })));
    // What this server holds, as a visitor meets it: toilets, and no bus stop nor bike station.
    expect(data.find(({ kind }) => kind === 'toilet')?.count).toBeGreaterThan(0);
    expect(data.filter(({ kind }) => kind === 'bus-stop' || kind === 'bike')).toEqual([
      { kind: 'bus-stop', count: 0 },
      { kind: 'bike', count: 0 },
    ]);
  });

  it('is kept as content is: the same for every visitor', async () => {
    const response = await context.app.inject(apiPath('facilityKinds', 'en'));
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
  });

  it('is a 404 in a language we do not publish', async () => {
    const response = await context.app.inject('/fr/opendata/facility-kinds');
    expect(response.statusCode).toBe(404);
  });
});
