import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLET_BREAKPOINT_PX } from '@ecg/domain/rules/map-markers';

const src = path.dirname(new URL(import.meta.url).pathname);

/**
 * The visitor app's style sheets. The operators' console (admin/) is a desk tool with layouts of
 * its own, not one of the screens requirements §9's breakpoint is about.
 */
const sheets = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.css') && !file.startsWith(`admin${path.sep}`))
  .map((file) => ({ file, css: readFileSync(path.join(src, file), 'utf8') }));

/** Every width a media query of a sheet tests, as the query writes it. */
function widthQueries(css: string): string[] {
  return [...css.matchAll(/@media[^{]*/g)].flatMap(([query]) =>
    [...query.matchAll(/(min-width|max-width|width\s*[<>]=?)\s*:?\s*(\d+(?:\.\d+)?)px/g)].map(
      ([, test, px]) => `${test!.replace(/\s+/g, ' ').trim()} ${px}`,
    ),
  );
}

describe('the style sheets break at the tablet breakpoint (requirements §9)', () => {
  it('finds the sheets and their width queries', () => {
    expect(sheets.length).toBeGreaterThan(10);
    expect(sheets.flatMap(({ css }) => widthQueries(css)).length).toBeGreaterThan(0);
  });

  it.each(sheets.map(({ file, css }) => [file, css] as const))(
    '%s tests no width but the breakpoint',
    (_file, css) => {
      const allowed = new Set([
        `min-width ${TABLET_BREAKPOINT_PX}`,
        `width >= ${TABLET_BREAKPOINT_PX}`,
        // The phone side of the same line: up to one pixel below it.
        `max-width ${TABLET_BREAKPOINT_PX - 1}`,
        `width < ${TABLET_BREAKPOINT_PX}`,
      ]);
      for (const query of widthQueries(css)) expect(allowed).toContain(query);
    },
  );
});
