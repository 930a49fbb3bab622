import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(filePath: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath });
  return result?.messages.filter((m) => m.ruleId === 'no-restricted-imports').length ?? 0;
}

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
