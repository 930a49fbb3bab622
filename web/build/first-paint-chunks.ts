import type { Plugin, Rolldown } from 'vite';

/**
 * The screen of each route (src/app/router.tsx) by the address's segments after the language:
 * the longest that matches is taken (`search/airplane` before `search`). Screens other than
 * home and the game read the content strings too (lazyContentScreen).
 */
export const ROUTE_SCREENS: Readonly<Record<string, string>> = {
  '': 'src/features/home/HomePage.tsx',
  search: 'src/features/search/SearchPage.tsx',
  'search/airplane': 'src/features/transport/TransportPage.tsx',
  guide: 'src/features/guide/GuidePage.tsx',
  'live-camera': 'src/features/live/LivePage.tsx',
  service: 'src/app/service/ServicePage.tsx',
  favourites: 'src/features/favourites/FavouritesPage.tsx',
  member: 'src/features/members/MemberScreen.tsx',
  trips: 'src/features/trips/TripsScreen.tsx',
  reviews: 'src/features/reviews/ReviewsScreen.tsx',
  game: 'src/app/shell/GamePlaceholder.tsx',
};
const WITHOUT_CONTENT_STRINGS = new Set(['', 'game']);

/** What first-paint.js preloads, by the files' names under the app's base. */
export interface FirstPaintChunks {
  /** Each interface language's shell strings. */
  strings: Record<string, string>;
  /** Each interface language's content strings. */
  content: Record<string, string>;
  /** Each route's screen with what it imports, and whether it reads the content strings. */
  screens: Record<string, { files: string[]; content: boolean }>;
}

const sourceOf = (chunk: Rolldown.OutputChunk, root: string): string | undefined =>
  chunk.facadeModuleId?.startsWith(root)
    ? chunk.facadeModuleId.slice(root.length).replace(/\\/g, '/')
    : undefined;

/**
 * The map from the built bundle: each language's strings (`src/locales/{lang}.json` and
 * `src/locales/content/{lang}.json`) and each route's screen with the chunks it imports, less
 * the files every page loads already (`inPage`).
 */
export function firstPaintChunksOf(
  bundle: Rolldown.OutputBundle,
  root: string,
  inPage: (file: string) => boolean,
): FirstPaintChunks {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const bySource = new Map(chunks.map((chunk) => [sourceOf(chunk, root), chunk]));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (chunk: Rolldown.OutputChunk, seen = new Set<string>()): string[] => {
    if (seen.has(chunk.fileName) || inPage(chunk.fileName)) return [];
    seen.add(chunk.fileName);
    const imported = chunk.imports.flatMap((file) => {
      const next = byFile.get(file);
      return next ? withImports(next, seen) : [];
    });
    return [chunk.fileName, ...imported];
  };
  const map: FirstPaintChunks = { strings: {}, content: {}, screens: {} };
  for (const [source, chunk] of bySource) {
    const strings =
      source === undefined ? null : /^src\/locales\/(content\/)?([\w-]+)\.json$/.exec(source);
    if (strings?.[2]) map[strings[1] ? 'content' : 'strings'][strings[2]] = chunk.fileName;
  }
  for (const [route, source] of Object.entries(ROUTE_SCREENS)) {
    const chunk = bySource.get(source);
    if (!chunk) throw new Error(`No chunk for the screen ${source}`);
    map.screens[route] = {
      files: withImports(chunk),
      content: !WITHOUT_CONTENT_STRINGS.has(route),
    };
  }
  return map;
}

/**
 * The map, in the app's page as data (not run: the page's policy allows no inline script), for
 * public/first-paint.js to preload the address's strings and screen with the app's own script
 * rather than after it has run (docs/performance.md, No waterfall).
 */
export function firstPaintChunks(root: string, inPage: (file: string) => boolean): Plugin {
  let base = '/';
  return {
    name: 'ecg:first-paint-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const map = JSON.stringify(firstPaintChunksOf(bundle, root, inPage));
        const data = `<script type="application/json" id="first-paint-chunks" data-base="${base}">${map.replace(/</g, '\\u003c')}</script>`;
        return html.replace(
          /(\s*)(<script src="[^"]*first-paint\.js"><\/script>)/,
          (_, space: string, script: string) => `${space}${data}${space}${script}`,
        );
      },
    },
  };
}
