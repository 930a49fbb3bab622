import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX_FILE, readRules, root, rulesIndex, summaryOf } from './rules-index.mjs';

/**
 * docs/rules.md is the index from the requirements to domain/src/rules, written from the rule
 * files' own comments (docs/architecture.md, The house). A rule file added, renamed or
 * re-described without the index written again leaves it behind: this says so.
 */
describe('docs/rules.md', () => {
  it('is what npm run docs:rules writes from domain/src/rules today', async () => {
    const committed = readFileSync(path.join(root, INDEX_FILE), 'utf8');
    const expected = await rulesIndex();
    expect(
      committed === expected,
      `${INDEX_FILE} is behind domain/src/rules: run "npm run docs:rules" and commit it`,
    ).toBe(true);
  });

  it('names every rule file, tests left out, in order', () => {
    const files = readRules().map((rule) => rule.file);
    expect(files.length).toBeGreaterThan(0);
    expect(files).toEqual([...files].sort());
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });

  it('gives each file a summary from its comments', () => {
    expect(readRules().filter((rule) => rule.summary === '')).toEqual([]);
  });

  it('summarises with the first sentence, citations left to their column', () => {
    expect(summaryOf('Where an overlay goes (requirements §2). Both URLs are passed in.')).toBe(
      'Where an overlay goes.',
    );
    expect(summaryOf('A number, e.g. R-2611-482913, said on the phone. The rest.')).toBe(
      'A number, e.g. R-2611-482913, said on the phone.',
    );
    expect(summaryOf(`A ${'long '.repeat(60)}sentence.`)).toMatch(/^A (long )+long…$/);
  });
});
