// `npm run docs:areas`: writes docs/areas.md, the picture of web and server as one box per area
// and the imports between the boxes, from the files' real imports (docs/architecture.md, The
// house). scripts/area-graph.test.ts fails when the committed picture is behind the code.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { importsOf, root, sourceFiles } from './import-graph.mjs';

export const AREAS_FILE = 'docs/areas.md';

/** The console's frame, which composes its sections; the rest of admin/ is what they share. */
const CONSOLE_SHELL = new Set(['AdminApp.tsx', 'main.tsx', 'sections.ts', 'shell']);

/**
 * The box of a path under web/src: a feature or a console section is its own box; the other
 * zones (app, widgets, components, lib, locales) one box each, the console's frame one and what
 * its sections share another; the entry files at the top one box.
 */
export function webBoxOf(relative) {
  const [top, next, third] = relative.split('/');
  if (next === undefined) return 'entry';
  if (top === 'features') return `features/${next}`;
  if (top === 'admin') {
    if (next === 'sections' && third !== undefined) return `admin/${third}`;
    return CONSOLE_SHELL.has(next) ? 'console' : 'console-parts';
  }
  return top;
}

/** The start-up files at the top of server/src that only read the configuration. */
const SERVER_CONFIG = new Set([
  'config.ts',
  'upstream-config.ts',
  'map-config.ts',
  'relying-party.ts',
  'written-database.ts',
]);

/**
 * The box of a path under server/src: an area (`areas/<name>`) is its routes/<area>/ and
 * store/<area>/ together; a file directly in routes/ (health, pwa) a box of its
 * own; every other folder one box; at the top, the configuration one box and the start-up
 * (app.ts, main.ts…) another.
 */
export function serverBoxOf(relative) {
  const [top, next, third] = relative.split('/');
  if (next === undefined) return SERVER_CONFIG.has(top) ? 'config' : 'start-up';
  if (top === 'routes' || top === 'store') {
    return third === undefined ? next.replace(/\.tsx?$/, '') : `areas/${next}`;
  }
  return top;
}

/** The boxes and the arrows between them (each once, a box to itself left out), sorted. */
export function boxGraph(imports, boxOf) {
  const boxes = new Set();
  const arrows = new Set();
  for (const [from, to] of imports) {
    const a = boxOf(from);
    const b = boxOf(to);
    if (a === undefined) continue;
    boxes.add(a);
    if (b === undefined || b === a) continue;
    boxes.add(b);
    arrows.add(`${a}\t${b}`);
  }
  return {
    boxes: [...boxes].sort(),
    arrows: [...arrows].sort().map((arrow) => arrow.split('\t')),
  };
}

/** The frame of a box: its path without the last part (`features/home` → `features`). */
const frameOf = (box) => (box.includes('/') ? box.slice(0, box.lastIndexOf('/')) : undefined);
const nameOf = (box) => box.split('/').pop();
const plainId = (box) => box.replace(/[^A-Za-z0-9]/g, '_');

/**
 * The arrows with those every box of a frame shares drawn once, from or to the frame (every
 * feature imports lib: `features --> lib`), so the picture shows what differs.
 */
export function framedArrows({ boxes, arrows }) {
  const members = new Map();
  for (const box of boxes) {
    const frame = frameOf(box);
    if (frame !== undefined) members.set(frame, [...(members.get(frame) ?? []), box]);
  }
  let drawn = arrows.map(([from, to]) => `${from}\t${to}`);
  const shared = (ends, frame) => {
    const inside = members.get(frame);
    return inside.length > 1 && inside.every((box) => drawn.includes(ends(box)));
  };
  for (const side of ['from', 'to']) {
    const found = new Set();
    for (const arrow of drawn) {
      const [from, to] = arrow.split('\t');
      const [box, other] = side === 'from' ? [from, to] : [to, from];
      const frame = frameOf(box);
      if (frame === undefined || frameOf(other) === frame) continue;
      const ends = (member) => (side === 'from' ? `${member}\t${other}` : `${other}\t${member}`);
      if (shared(ends, frame)) found.add(`${frame}\t${other}\t${side}`);
    }
    for (const key of found) {
      const [frame, other] = key.split('\t');
      const ends = (member) => (side === 'from' ? `${member}\t${other}` : `${other}\t${member}`);
      const gone = new Set(members.get(frame).map(ends));
      drawn = drawn.filter((arrow) => !gone.has(arrow));
      drawn.push(side === 'from' ? `${frame}\t${other}` : `${other}\t${frame}`);
    }
  }
  return [...new Set(drawn)].sort().map((arrow) => arrow.split('\t'));
}

/**
 * A Mermaid flowchart, the boxes of one frame (`features/…`, `areas/…`) drawn inside it, a box
 * outside any frame named by `labelOf`.
 */
export function mermaid(graph, titles, labelOf = (box) => box) {
  const lines = ['```mermaid', 'flowchart LR'];
  const frames = new Map();
  for (const box of graph.boxes.filter((b) => frameOf(b) !== undefined)) {
    frames.set(frameOf(box), [...(frames.get(frameOf(box)) ?? []), box]);
  }
  const idOf = (box) => (frames.has(box) ? `frame_${plainId(box)}` : plainId(box));
  for (const box of graph.boxes.filter((b) => frameOf(b) === undefined)) {
    // An arrow to `admin` would not say whether it meant the box or the frame.
    if (frames.has(box)) throw new Error(`${box} is both a box and a frame: rename one`);
    lines.push(`  ${idOf(box)}["${labelOf(box)}"]`);
  }
  for (const [frame, inside] of frames) {
    lines.push(`  subgraph ${idOf(frame)}["${titles[frame] ?? nameOf(frame)}"]`);
    for (const box of inside) lines.push(`    ${idOf(box)}["${nameOf(box)}"]`);
    lines.push('  end');
  }
  for (const [from, to] of framedArrows(graph)) lines.push(`  ${idOf(from)} --> ${idOf(to)}`);
  lines.push('```');
  return lines.join('\n');
}

/** Paths relative to `base`, in the web's and server's box functions' terms. */
function graphOf(folder, boxOf, aliases = {}) {
  const base = path.join(root, folder);
  const relative = (file) => {
    const inside = path.relative(base, file);
    return inside.startsWith('..') ? undefined : inside.split(path.sep).join('/');
  };
  const boxAt = (file) => {
    const at = relative(file);
    return at === undefined ? undefined : boxOf(at);
  };
  return boxGraph(importsOf(sourceFiles(base), aliases), boxAt);
}

export function webGraph() {
  return graphOf('web/src', webBoxOf, { '@/': path.join(root, 'web/src') });
}

export function serverGraph() {
  return graphOf('server/src', serverBoxOf);
}

/** A box that is a folder of `base` named as one (`content/`, apart from the content area). */
const folderLabel = (base) => (box) => (existsSync(path.join(root, base, box)) ? `${box}/` : box);

/** docs/areas.md as `npm run docs:areas` writes it, formatted as the repository's Prettier. */
export async function areasPage() {
  const web = webGraph();
  const server = serverGraph();
  const page = [
    '# The areas, as their imports draw them',
    '',
    '<!-- Written by `npm run docs:areas` (scripts/area-graph.mjs) from the imports of web/src and',
    'server/src; scripts/area-graph.test.ts fails when it is behind the code. Do not edit. -->',
    '',
    'One box per product area in each package, and an arrow where a box imports another. The',
    "shared contracts and rules of `domain/` are left out: every box may import them. Each area's",
    'folders are listed in [architecture.md](architecture.md#the-house).',
    '',
    `## Web (\`web/src\`): ${web.boxes.length} boxes`,
    '',
    'A feature (`features/<area>/`) and a console section (`admin/sections/<area>/`) are a box each;',
    'imports go down the zones of `eslint-rules/import-zones.js`, never from a feature to another.',
    '',
    mermaid(web, { admin: 'console sections' }, folderLabel('web/src')),
    '',
    `## Server (\`server/src\`): ${server.boxes.length} boxes`,
    '',
    'An area is its `routes/<area>/` and `store/<area>/` together; no two boxes import each other',
    '(`scripts/server-folders.test.ts` checks the folders; the test of this page, the boxes).',
    '',
    mermaid(server, {}, folderLabel('server/src')),
    '',
  ].join('\n');
  const options = await resolveConfig(path.join(root, AREAS_FILE));
  return format(page, { ...options, filepath: AREAS_FILE });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const page = await areasPage();
  const file = path.join(root, AREAS_FILE);
  const before = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  writeFileSync(file, page);
  console.log(`${AREAS_FILE}: ${before === page ? 'unchanged' : 'written'}`);
}
