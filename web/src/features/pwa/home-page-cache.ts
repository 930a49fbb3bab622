/**
 * The home page the server rendered ahead (docs/performance.md, The home rendered ahead), kept
 * by the service worker for a returning visitor: offline, the home is painted from its HTML
 * before the scripts run, as on a first visit, rather than drawn by the app once they have
 * (docs/performance.md, Lighthouse, layout shift and the returning visitor). Pure, so the worker
 * and the tests share it.
 */

export const HOME_PAGE_CACHE = 'ecg-home-page';

/** The app's own files a page names in its attributes: its scripts, styles and preloads. */
export function filesOfPage(html: string, base: string): string[] {
  const files = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set(files.filter((file) => file.startsWith(`${base}assets/`)))];
}

/**
 * Whether a page may stand in for the home: a home rendered ahead, every file of which the
 * worker keeps. A page of another release names files this worker does not hold, and would
 * show nothing offline: the worker's own shell serves then.
 */
export function isKeepableHomePage(
  html: string,
  base: string,
  isKept: (file: string) => boolean,
): boolean {
  if (!/<html[^>]*\bdata-home=/.test(html)) return false;
  const files = filesOfPage(html, base);
  return files.length > 0 && files.every(isKept);
}
