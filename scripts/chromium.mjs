import { existsSync } from 'node:fs';

/** Debian's chromium; the binary behind the /usr/bin wrapper skips the wrapper's noise. */
export const chromiumPath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);

/** The flags that run it headless and quiet on our machines (docs/architecture.md, Toolchain). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
