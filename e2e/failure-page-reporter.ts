import { existsSync, readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much of a failed test's page is printed: enough to see the screen, not the whole app. */
const LINES = 80;

/**
 * A failed test's page as Playwright saw it at the failure (its accessibility snapshot), printed
 * in the run's output: CI keeps only what the run prints, so a failure there that does not come
 * again on this machine can still be read (docs/testing.md).
 */
export default class FailurePageReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context');
    if (!context?.path || !existsSync(context.path)) return;
    // The file also says what failed, which the list reporter has printed already.
    const whole = readFileSync(context.path, 'utf8').split('\n');
    const lines = whole.slice(Math.max(0, whole.indexOf('```yaml')));
    console.log(`\nThe page when "${test.title}" failed:`);
    console.log(lines.slice(0, LINES).join('\n'));
    if (lines.length > LINES)
      console.log(`… ${lines.length - LINES} more lines in ${context.path}`);
  }
}
