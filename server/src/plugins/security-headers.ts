import { ADMIN_BASE_PATH } from '@ecg/domain/admin-api-paths';
import { WEBCAM_IMAGE_HOSTS } from '@ecg/domain/webcam-images';
import type { FastifyInstance } from 'fastify';

/**
 * The hosts that serve the content's pictures (the publishers of the open data we seed):
 * a test checks every picture of the seed is on one of them, so a new source cannot be blocked
 * unnoticed. Pictures (these, and the webcams' of WEBCAM_IMAGE_HOSTS) are the only thing the app
 * loads from another site.
 */
export const CONTENT_IMAGE_HOSTS = [
  'https://hualien.travel',
  'https://tour.taitung.gov.tw',
  'https://www.eastcoast-nsa.gov.tw',
  'https://www.erv-nsa.gov.tw',
  'https://recreation.forest.gov.tw',
  'https://taiwan.taiwanstay.net.tw',
  // Written as http in its source; a browser on our HTTPS page asks for it upgraded.
  'http://cloud.culture.tw',
  'https://cloud.culture.tw',
  // The Ministry of Agriculture's rural stays and food (農村旅遊), two hosts over the years.
  'https://ezgo.ardswc.gov.tw',
  'https://ezgo.coa.gov.tw',
] as const;

export type PolicyDirectives = Readonly<Record<string, readonly string[]>>;

/** The guides' videos, embedded without YouTube's tracking cookies. */
const VIDEO_HOST = 'https://www.youtube-nocookie.com';
/** A place's TripAdvisor rating is TripAdvisor's own badge picture. */
const RATING_HOST = 'https://www.tripadvisor.com';
/** Page views go to Google Analytics, when a build configures a property (requirements §7). */
const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_BEACONS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The Content-Security-Policy of everything we serve. The app's scripts and styles are files of
 * our own (no inline script; React sets styles through the DOM, which CSP does not restrict);
 * content HTML is sanitized on the server, and this is the second wall if something slips.
 * `tileHosts` are the origins of the configured map tile server (map-config.ts), whose tiles
 * the map shows as pictures and the service worker fetches to keep them.
 */
export function contentSecurityPolicy(tileHosts: readonly string[] = []): PolicyDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ANALYTICS_SCRIPT],
    'style-src': ["'self'"],
    'img-src': [
      "'self'",
      'data:',
      ...CONTENT_IMAGE_HOSTS,
      // The webcams' still pictures, shown live (never kept by the service worker).
      ...WEBCAM_IMAGE_HOSTS,
      RATING_HOST,
      ANALYTICS_SCRIPT,
      ...tileHosts,
    ],
    'media-src': ["'self'", ...CONTENT_IMAGE_HOSTS],
    'font-src': ["'self'"],
    // The service worker fetches what it keeps itself, under the policy sw.js is served with.
    'connect-src': [
      "'self'",
      ...CONTENT_IMAGE_HOSTS,
      RATING_HOST,
      ...ANALYTICS_BEACONS,
      ...tileHosts,
    ],
    'frame-src': [VIDEO_HOST],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The console's own policy (/admin/): its scripts, styles and pictures are its own (a repair's
 * photos come as data: from its API), and it talks to its own API only. No analytics, no video,
 * no content host: an operator's page loads nothing from another site.
 */
export const CONSOLE_POLICY: PolicyDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'frame-src': ["'none'"],
  'worker-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const policyText = (directives: PolicyDirectives): string =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * The security headers of every answer, under a policy: no framing; no MIME sniffing; the
 * referrer's origin only, and only over HTTPS; our answers usable by our own pages only (CORP)
 * in a browsing context of their own (COOP); HSTS, which browsers heed only over HTTPS, so
 * loopback is untouched; and the old headers of the same aims (helmet's set). No COEP: it would
 * block the content hosts' pictures, which do not send CORP. The one list, for the answers
 * Fastify gives and for those Node cuts off before Fastify sees a request (errors.ts).
 */
export function securityHeaders(policy: PolicyDirectives): Readonly<Record<string, string>> {
  return {
    'content-security-policy': policyText(policy),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

const ADMIN_ROOT = ADMIN_BASE_PATH.replace(/\/$/, '');
/** Whether an address is the console's (its page, its chunks, its API). */
const isConsoleAddress = (url: string): boolean =>
  url === ADMIN_ROOT || url.startsWith(ADMIN_BASE_PATH) || url.startsWith(`${ADMIN_ROOT}?`);

/**
 * Sets the headers above on every answer, API and app alike, before anything else runs: the
 * console's addresses under the console's policy, every other under the app's.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  appHeaders: Readonly<Record<string, string>>,
): void {
  const consoleHeaders = securityHeaders(CONSOLE_POLICY);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isConsoleAddress(request.url) ? consoleHeaders : appHeaders);
    done();
  });
}
