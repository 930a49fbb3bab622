import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_RULES } from '@ecg/domain/contracts';
import { UI_LANGS } from '@ecg/domain/rules/language';

const localesDir = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '../../locales/content',
);

describe('the messages of the forms', () => {
  it.each(UI_LANGS)('say every rule a field can break in %s', (lang) => {
    const { form } = JSON.parse(readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as {
      form: { rule: Record<string, string> };
    };
    for (const rule of FORM_RULES) expect(form.rule[rule], rule).toMatch(/\S/);
  });
});
