import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

async function restrictedImports(filePath: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath });
  return result?.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '')).length ?? 0;
}

/** A module that imports one name from `from` and uses it. */
const importing = (from: string) =>
  `import { part } from '${from}';\nexport const used = [part];\n`;
const loading = (from: string) => `export const load = () => import('${from}');\n`;

// docs/architecture.md: web → domain and server → domain; domain imports nothing of ours; web
// and server never meet.
describe('import boundaries', () => {
  it.each([
    ['domain/src/rules/x.ts', "import { buildApp } from '../../../server/src/app';"],
    ['domain/src/rules/x.ts', "import { router } from '@ecg/web/src/app/router';"],
    ['server/src/x.ts', "import { router } from '../../web/src/app/router';"],
    ['server/src/x.ts', "import { router } from '@ecg/web';"],
    ['web/src/app/x.ts', "import { readConfig } from '../../../server/src/config';"],
    ['web/src/app/x.ts', "import { buildApp } from '@ecg/server/src/app';"],
    ['web/src/features/home/x.ts', "import { buildApp } from '@ecg/server/src/app';"],
  ])('%s may not %s', async (file, source) => {
    expect(
      await restrictedImports(
        file,
        `${source}\nexport const used = [${source.match(/\{ (\w+) \}/)?.[1]}];\n`,
      ),
    ).toBeGreaterThan(0);
  });

  it.each([
    ['server/src/x.ts', "import { langOfRoute } from '@ecg/domain/rules/language';"],
    ['web/src/app/x.ts', "import { langOfRoute } from '@ecg/domain/rules/language';"],
  ])('%s may %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\nexport const used = [langOfRoute];\n`)).toBe(
      0,
    );
  });
});

// docs/architecture.md, The house: the zones of web/src (eslint-rules/import-zones.js). App
// composes the features; a feature never imports another; components/ and lib/ serve them all
// and import neither features/ nor app/. Another zone is named by `@/…`, one's own relatively.
describe('the web zones', () => {
  const messagesOf = async (file: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath: file });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'local/import-zones')
      .map((m) => m.message);
  };

  it.each([
    // The imports the zones were written against, by name and by a relative path.
    ['web/src/features/overlays/place/parts/x.tsx', '@/features/parking/ParkingLots'],
    ['web/src/features/overlays/place/parts/x.tsx', '../../../parking/ParkingLots'],
    ['web/src/features/home/components/x.tsx', '@/features/overlays/overlay-link'],
    ['web/src/features/transport/x.tsx', '../overlays/overlay-link'],
    ['web/src/features/search/x.tsx', '@/app/shell/NotFoundPage'],
    ['web/src/components/x.tsx', '@/features/home/HomePage'],
    ['web/src/components/gallery/x.tsx', '../../app/router'],
    ['web/src/lib/x.ts', '@/features/pwa/pwa-status'],
    ['web/src/lib/api/x.ts', '@/app/router'],
    ['web/src/lib/x.ts', '@/components/Card'],
    ['web/src/components/x.tsx', '@/widgets/weather/WeatherWidget'],
    ['web/src/widgets/weather/x.tsx', '@/features/home/HomePage'],
    ['web/src/admin/sections/x.tsx', '@/features/home/HomePage'],
    ['web/src/admin/sections/notices/x.tsx', '@/admin/sections/surveys/SurveysSection'],
    ['web/src/admin/sections/notices/x.tsx', '../surveys/survey-query'],
    ['web/src/admin/sections/notices/x.tsx', '@/features/home/HomePage'],
  ])('%s may not import %s', async (file, from) => {
    for (const source of [importing(from), loading(from)]) {
      expect(await messagesOf(file, source)).toEqual([
        expect.stringMatching(/may not import .*docs\/architecture\.md/),
      ]);
    }
  });

  it.each([
    ['web/src/features/home/components/x.tsx', '../api/home-queries'],
    ['web/src/features/home/components/x.tsx', '../../home/home-picks'],
    ['web/src/features/overlays/place/parts/x.tsx', '../../detail-query'],
    ['web/src/features/home/components/x.tsx', '@/components/overlay-link'],
    ['web/src/features/overlays/place/parts/x.tsx', '@/lib/api/content'],
    ['web/src/widgets/parking/x.tsx', '@/components/detail-parts'],
    ['web/src/features/overlays/place/parts/x.tsx', '@/widgets/parking/ParkingLots'],
    ['web/src/components/x.tsx', '@/lib/connectivity'],
    ['web/src/lib/api/x.ts', '../storage'],
    ['web/src/app/shell/x.tsx', '@/features/gallery/GalleryHost'],
    ['web/src/admin/sections/x.tsx', '@/components/Dialog'],
    ['web/src/admin/sections/notices/x.tsx', '@/admin/api'],
    ['web/src/admin/sections/notices/x.tsx', './notices-query'],
    ['web/src/admin/x.tsx', '@/admin/sections/notices/NoticesSection'],
    ['web/src/main.tsx', '@/features/pwa/pwa-status'],
    ['web/test/screens/x.tsx', '@/app/router'],
  ])('%s may import %s', async (file, from) => {
    expect(await messagesOf(file, importing(from))).toEqual([]);
    expect(await messagesOf(file, loading(from))).toEqual([]);
  });

  it.each([
    ['web/src/features/home/components/x.tsx', '../../../components/Card', '@/components/Card'],
    ['web/src/app/shell/x.tsx', '../../lib/connectivity', '@/lib/connectivity'],
    ['web/test/screens/x.tsx', '../../src/app/router', '@/app/router'],
    ['web/src/admin/sections/notices/x.tsx', '../../api', '@/admin/api'],
  ])('%s names %s by its zone', async (file, from, named) => {
    expect(await messagesOf(file, importing(from))).toEqual([
      `Import another zone by name: ${named}.`,
    ]);
  });

  it.each([
    ['web/src/features/home/components/x.tsx', '@/features/home/home-picks', '../home-picks'],
    ['web/src/lib/api/x.ts', '@/lib/storage', '../storage'],
    ['web/src/components/x.test.tsx', '@/components/Card', './Card'],
  ])('%s names %s of its own zone relatively', async (file, from, relative) => {
    expect(await messagesOf(file, importing(from))).toEqual([
      `Import a file of the same zone by its relative path: ${relative}.`,
    ]);
  });

  it('holds a module a test replaces to the same names', async () => {
    const source = "import { vi } from 'vitest';\nvi.mock('../../lib/connectivity');\n";
    expect(await messagesOf('web/src/app/shell/x.test.tsx', source)).toEqual([
      'Import another zone by name: @/lib/connectivity.',
    ]);
  });
});

// One query-key factory (docs/architecture.md, The house), so one call is never kept under two
// keys.
describe('query keys', () => {
  const withKey = (key: string) =>
    `import { queryOptions } from '@/lib/query';\n` +
    `export const q = queryOptions({ queryKey: ${key}, queryFn: () => 1 });\n`;

  it.each(['web/src/features/home/api/x.ts', 'web/src/lib/api/x.ts', 'web/src/app/x.ts'])(
    '%s may not write a key by hand',
    async (file) => {
      expect(await restrictedImports(file, withKey("['categories', 'en', 'tour']"))).toBe(1);
      expect(await restrictedImports(file, withKey("['application', 'en', 1] as const"))).toBe(1);
    },
  );

  it('come from the factory', async () => {
    expect(
      await restrictedImports(
        'web/src/features/home/api/x.ts',
        `import { callKey } from '@/lib/api/query-keys';\n${withKey("callKey('regions', 'en')")}`,
      ),
    ).toBe(0);
  });

  it('of the console may not be written by hand, to ask or to refresh', async () => {
    const file = 'web/src/admin/sections/notices/x.ts';
    expect(await restrictedImports(file, withKey("['notices']"))).toBe(1);
    const refresh = "export const r = (c) => c.invalidateQueries({ queryKey: ['notices'] });\n";
    expect(await restrictedImports(file, refresh)).toBe(1);
  });

  it('of the console come from its factory', async () => {
    expect(
      await restrictedImports(
        'web/src/admin/sections/notices/x.ts',
        `import { adminKey } from '@/admin/admin-keys';\n${withKey("adminKey('notices')")}`,
      ),
    ).toBe(0);
  });
});
