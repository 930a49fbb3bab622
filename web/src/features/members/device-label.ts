/**
 * A name for a new passkey, so the member tells one from another in the list and removes the
 * right one: the browser and the system it runs on, as their makers name them (proper names,
 * the same in every language), read from the user agent. Empty when neither is recognised; the
 * list then numbers it.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bLine\//, 'LINE'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bEdg(A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+ (Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b/, 'Mac'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: typeof BROWSERS, agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

export function deviceLabel(agent: string): string {
  return [first(BROWSERS, agent), first(SYSTEMS, agent)]
    .filter((part) => part !== undefined)
    .join(' · ');
}
