import { existsSync } from 'node:fs';

const installed = (...paths) => paths.find((path) => existsSync(path));

/** Debian's chromium; the binary behind the /usr/bin wrapper skips the wrapper's noise. */
export const chromiumPath = installed('/usr/lib/chromium/chromium', '/usr/bin/chromium');

/**
 * What the end-to-end tests drive: Debian's headless shell of the same Chromium release (package
 * `chromium-headless-shell`), the same Blink without the browser's windows and UI, as Playwright's
 * own headless runs use. A page costs it a third of the CPU the full browser spends, and the tests
 * are CPU-bound on our 2-core machines (docs/architecture.md, Toolchain notes). E2E_CHROMIUM runs
 * them in another build, e.g. the full browser at /usr/lib/chromium/chromium. The benchmarks keep
 * the full browser, as a visitor's.
 */
export const e2eChromiumPath =
  process.env.E2E_CHROMIUM ||
  installed('/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell');

/**
 * The flags that run it headless and quiet on our machines (docs/architecture.md, Toolchain
 * notes).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
