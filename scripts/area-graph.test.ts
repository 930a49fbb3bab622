import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AREAS_FILE,
  areasPage,
  boxGraph,
  framedArrows,
  serverBoxOf,
  serverGraph,
  webBoxOf,
  webGraph,
  type BoxGraph,
} from './area-graph.mjs';
import { root } from './import-graph.mjs';

const foldersIn = (folder: string) =>
  readdirSync(path.join(root, folder)).filter((name) =>
    statSync(path.join(root, folder, name)).isDirectory(),
  );

/** The boxes that reach back to a box they import, each said with the arrow that starts it. */
function loopsOf({ arrows }: BoxGraph): string[] {
  const next = new Map<string, string[]>();
  for (const [from, to] of arrows) next.set(from, [...(next.get(from) ?? []), to]);
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    (next.get(from) ?? []).some(
      (box) => box === to || (!seen.has(box) && (seen.add(box), reaches(box, to, seen))),
    );
  return arrows.filter(([from, to]) => reaches(to, from)).map(([from, to]) => `${from} → ${to}`);
}

/*
 * docs/architecture.md, The house: one folder per product area in each package, drawn in
 * docs/areas.md from the real imports, one box per area and no two boxes importing each other.
 */
describe('docs/areas.md', () => {
  it('is what npm run docs:areas draws from the imports today', async () => {
    const committed = readFileSync(path.join(root, AREAS_FILE), 'utf8');
    expect(
      committed === (await areasPage()),
      `${AREAS_FILE} is behind the code: run "npm run docs:areas" and commit it`,
    ).toBe(true);
  });

  it('draws every feature and console section of the web as a box, with no loop', () => {
    const web = webGraph();
    for (const feature of foldersIn('web/src/features')) {
      expect(web.boxes).toContain(`features/${feature}`);
    }
    for (const section of foldersIn('web/src/admin/sections')) {
      expect(web.boxes).toContain(`admin/${section}`);
    }
    expect(loopsOf(web)).toEqual([]);
  });

  it('draws every server area, its routes and store, as one box, with no loop', () => {
    const server = serverGraph();
    const areas = new Set([...foldersIn('server/src/routes'), ...foldersIn('server/src/store')]);
    for (const area of areas) expect(server.boxes).toContain(`areas/${area}`);
    expect(loopsOf(server)).toEqual([]);
  });
});

describe('the boxes', () => {
  it.each([
    ['features/home/HomePage.tsx', 'features/home'],
    ['features/lost-property/hooks/use-report.ts', 'features/lost-property'],
    ['admin/sections/bookings/BookingsSection.tsx', 'admin/bookings'],
    ['admin/components/fields.tsx', 'console-parts'],
    ['admin/api.ts', 'console-parts'],
    ['admin/AdminApp.tsx', 'console'],
    ['admin/shell/Shell.tsx', 'console'],
    ['lib/api/http.ts', 'lib'],
    ['main.tsx', 'entry'],
  ])('web/src/%s is in %s', (file, box) => {
    expect(webBoxOf(file)).toBe(box);
  });

  it.each([
    ['routes/reservations/admin-bookings.ts', 'areas/reservations'],
    ['store/reservations/booking-repository.ts', 'areas/reservations'],
    ['routes/health.ts', 'health'],
    ['providers/cwa/cwa-client.ts', 'providers'],
    ['config.ts', 'config'],
    ['app.ts', 'start-up'],
  ])('server/src/%s is in %s', (file, box) => {
    expect(serverBoxOf(file)).toBe(box);
  });

  it('are joined once by an arrow, a box to itself left out', () => {
    const graph = boxGraph(
      [
        ['a/x', 'b/y'],
        ['a/z', 'b/w'],
        ['a/x', 'a/z'],
        ['c/x', 'outside'],
      ],
      (file) => (file === 'outside' ? undefined : file.split('/')[0]),
    );
    expect(graph).toEqual({ boxes: ['a', 'b', 'c'], arrows: [['a', 'b']] });
  });

  it('find a loop, and none in a line', () => {
    const arrows: [string, string][] = [
      ['a', 'b'],
      ['b', 'c'],
    ];
    expect(loopsOf({ boxes: ['a', 'b', 'c'], arrows })).toEqual([]);
    expect(loopsOf({ boxes: ['a', 'b', 'c'], arrows: [...arrows, ['c', 'a']] })).toHaveLength(3);
  });
});

describe('the arrows', () => {
  it('are drawn once from a frame when every box of it has one, else box by box', () => {
    const graph: BoxGraph = {
      boxes: ['f/a', 'f/b', 'f/c', 'lib', 'ui', 'app'],
      arrows: [
        ['app', 'f/a'],
        ['app', 'f/b'],
        ['app', 'f/c'],
        ['f/a', 'lib'],
        ['f/b', 'lib'],
        ['f/c', 'lib'],
        ['f/a', 'ui'],
      ],
    };
    expect(framedArrows(graph)).toEqual([
      ['app', 'f'],
      ['f', 'lib'],
      ['f/a', 'ui'],
    ]);
  });
});
