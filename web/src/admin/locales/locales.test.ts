import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_RULES } from '@ecg/domain/contracts';
import en from './en.json';
import zhTw from './zh-tw.json';

type Strings = { [key: string]: string | Strings };

/** Every key, its plural suffix dropped: Chinese has one form where English has two. */
function keysOf(strings: Strings, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(strings)) {
    const name = `${prefix}${key.replace(/_(one|other)$/, '')}`;
    if (typeof value === 'string') keys.add(name);
    else for (const inner of keysOf(value, `${name}.`)) keys.add(inner);
  }
  return keys;
}

/** The keys the console's code names literally: t('group.key'). */
function keysInCode(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .flatMap((file) => [
      ...readFileSync(path.join(folder, file), 'utf8').matchAll(/\bt\('([a-zA-Z.]+)'/g),
    ])
    .map((match) => match[1] as string);
}

describe('the console\u2019s strings', () => {
  it('are the same keys in English and Traditional Chinese', () => {
    expect([...keysOf(zhTw)].sort()).toEqual([...keysOf(en)].sort());
  });

  it('hold every key the code asks for', () => {
    const known = keysOf(en);
    const asked = keysInCode(path.resolve(import.meta.dirname, '..'));
    expect(asked.length).toBeGreaterThan(40);
    expect(asked.filter((key) => !known.has(key))).toEqual([]);
  });

  it.each([
    ['English', en],
    ['Traditional Chinese', zhTw],
  ])(
    'say in %s every rule a field can break (form.rule.*, as the visitors\u2019 app)',
    (_, strings) => {
      const rules: Record<string, string> = strings.form.rule;
      for (const rule of FORM_RULES) expect(rules[rule], rule).toMatch(/\S/);
    },
  );
});
