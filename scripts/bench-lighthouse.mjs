// Lighthouse's mobile performance of the home (docs/performance.md, Lighthouse, layout shift and
// the returning visitor): Lighthouse 13 with its default settings, the mobile preset (a Moto G
// Power's screen, slow 4G simulated, the CPU slowed 4×), on the same Chromium as the rest of
// bench:web, driven over its DevTools port.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

export const LIGHTHOUSE_SCORE_BUDGET = 95;
// What the report names when the score is missed: where the time went.
const CAUSES = [
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'long-tasks',
  'render-blocking-insight',
  'unused-javascript',
  'image-delivery-insight',
  'font-display-insight',
  'bootup-time',
];

/** The audit's one-line value, or its items' first lines. */
function causeOf(audit) {
  const items = audit.details?.items ?? [];
  const lines = items.slice(0, 3).map((item) =>
    Object.entries(item)
      .filter(([, value]) => ['string', 'number'].includes(typeof value))
      .map(([key, value]) => `${key} ${typeof value === 'number' ? Math.round(value) : value}`)
      .join(', '),
  );
  return [audit.displayValue ?? '', ...lines].filter(Boolean).join('\n    ');
}

/**
 * Runs Lighthouse once on `url` and answers its performance score (0–100), LCP, TBT (ms), CLS,
 * FCP and Speed Index, and the audits that tell where the time went; the whole report is
 * written into `workDir` (lighthouse.json).
 */
export async function benchLighthouse({ url, debuggingPort, workDir }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    writeFileSync(path.join(workDir, 'lighthouse.json'), result.report);
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      version: lhr.lighthouseVersion,
      // Lighthouse's own measure of the machine's speed as it ran: its simulated 4× slowdown
      // multiplies what it observed, so a busy machine lowers the score (docs/performance.md).
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndex: value('speed-index'),
      causes: CAUSES.filter((id) => lhr.audits[id]).map((id) => ({
        id,
        text: causeOf(lhr.audits[id]),
      })),
    };
  } finally {
    await browser.close();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Prints the figures; true when the score is within the budget and the layout never shifted. */
export function reportLighthouse(run, load) {
  console.log(
    `\nLighthouse ${run.version}, mobile (Moto G Power, slow 4G simulated, CPU 4×), /pwa/\n`,
  );
  console.log(
    `machine load        ${load}, Lighthouse's benchmark index ${Math.round(run.benchmarkIndex)}`,
  );
  for (const warning of run.warnings) console.log(`warning             ${warning}`);
  console.log(`performance score   ${run.score}`);
  console.log(`first paint (FCP)   ${seconds(run.fcp)}`);
  console.log(`largest paint (LCP) ${seconds(run.lcp)}`);
  console.log(`total blocking      ${Math.round(run.tbt)} ms`);
  console.log(`layout shift (CLS)  ${run.cls.toFixed(3)}`);
  console.log(`speed index         ${seconds(run.speedIndex)}`);
  const within = run.score >= LIGHTHOUSE_SCORE_BUDGET && run.cls === 0;
  if (!within) for (const cause of run.causes) console.log(`  ${cause.id}: ${cause.text}`);
  console.log(
    `\nscore ${run.score}, layout shift ${run.cls.toFixed(3)}: ${within ? 'within' : 'OVER'} the budget of ${LIGHTHOUSE_SCORE_BUDGET} and 0`,
  );
  return within;
}
