import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest spec files the end of a run names. */
const SHOWN = 12;

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

/**
 * At the end of a run, the spec files that took longest (their tests' time summed over the
 * workers), so that where the end-to-end step spends its minutes is seen at every run and a
 * file growing slow is found (docs/testing.md).
 */
export default class FileTimesReporter implements Reporter {
  private readonly byFile = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    const kept = this.byFile.get(file) ?? { ms: 0, tests: 0 };
    this.byFile.set(file, { ms: kept.ms + result.duration, tests: kept.tests + 1 });
  }

  onEnd(_result: FullResult): void {
    const files = [...this.byFile].sort(([, a], [, b]) => b.ms - a.ms);
    const total = files.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log(`\nEnd-to-end time by spec file (${minutes(total)} of tests over all workers):`);
    for (const [file, { ms, tests }] of files.slice(0, SHOWN)) {
      console.log(`  ${minutes(ms).padStart(8)}  ${String(tests).padStart(3)} tests  ${file}`);
    }
  }
}
