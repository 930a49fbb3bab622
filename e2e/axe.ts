import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 AA: the level every screen is held to (docs/testing.md). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * Axe-core run in the page itself. @axe-core/playwright's builder runs it frame by frame and
 * merges the results in a second page it opens for each call: a second and a half a call on our
 * 2-core machines, for frames the app does not have (its one iframe is a video host's player,
 * not ours to check, and its title is checked from the page). Rules, tags and results are
 * axe's own.
 */
async function axeViolations(page: Page, within: string | undefined): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return results.violations.map(
        (rule) => `${rule.id}: ${rule.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { tags: WCAG_21_AA, include: within },
  );
}

/**
 * The page, or the part of it `within` names, passes axe's WCAG 2.1 AA rules: labels, contrast,
 * roles, language.
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  expect(await axeViolations(page, within)).toEqual([]);
}

/** The open overlay passes them (the page behind it belongs to other screens' tests). */
export const expectOverlayAccessible = (page: Page) =>
  expectNoAxeViolations(page, '.overlay--open');
