import { ADMIN_API_PREFIX, ADMIN_BASE_PATH } from '@ecg/domain/admin-api-paths';
import { PWA_BASE_PATH } from '@ecg/domain/routes';
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
 * The Content-Security-Policy of the app's documents (its page and its scripts). The app's scripts and styles are files of
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
 * What every answer carries, an API answer's whole set (docs/security.md, Headers): no MIME
 * sniffing (ASVS 5.0 3.4.4, every answer); usable by our own pages only (CORP), so no other site
 * can pull an answer into its process; HSTS (3.4.1, every answer; browsers heed it over HTTPS
 * only, so loopback is untouched); and a policy of two directives (3.4.6: `frame-ancestors` on
 * every answer), so an answer opened as a document runs nothing and is framed by no one. Caching
 * is each route's (cache-policy.ts). Also the headers of the answers Node cuts off before
 * Fastify sees a request (errors.ts), which are JSON too.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

/**
 * A document's headers (a page, and a worker's script: a worker's policy is that of its
 * script), under a policy: the API's set, the policy in full; the referrer's origin only, and
 * only over HTTPS; a browsing context of its own (COOP); and the old headers of the same aims
 * (helmet's set). No COEP: it would block the content hosts' pictures, which do not send CORP.
 */
export function documentHeaders(policy: PolicyDirectives): Readonly<Record<string, string>> {
  return {
    ...API_HEADERS,
    'content-security-policy': policyText(policy),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

const CONSOLE_API = `${ADMIN_API_PREFIX}/`;

/**
 * A worker's script among the build's assets: the build names it after its source, which ends
 * in `-worker.ts` (a repository test holds every worker to it).
 */
export const WORKER_ASSET = /-worker-[\w-]+\.js$/;
/** The service worker's script, at the top of the app's base (web/src/features/pwa). */
const SERVICE_WORKER = '/sw.js';

/**
 * Under an app's base, what is answered as a document: its pages, and the scripts of its workers,
 * each of which runs under the policy its own script is answered with. The scripts, styles and
 * pictures a page loads run under the page's policy, whatever is sent with them.
 */
const isDocument = (url: string): boolean => {
  const pathName = url.split('?', 1)[0] ?? url;
  return (
    pathName.endsWith('/') ||
    pathName.endsWith('.html') ||
    pathName.endsWith(SERVICE_WORKER) ||
    WORKER_ASSET.test(pathName)
  );
};

/**
 * Whether an address is a document's: the app's under /pwa/ or the console's under /admin/, its
 * API excepted. Everything else, the files a page loads included, gets the API's set.
 */
function documentOf(url: string): 'app' | 'console' | undefined {
  if (url.startsWith(PWA_BASE_PATH)) return isDocument(url) ? 'app' : undefined;
  if (!url.startsWith(ADMIN_BASE_PATH) || !isDocument(url)) return undefined;
  return url.startsWith(CONSOLE_API) ? undefined : 'console';
}

/**
 * Sets the headers above on every answer before anything else runs: a document's set on the
 * app's and the console's documents (the console's under its own policy), the API's on every
 * other. An API answer is read by a script, never shown, and a page's script runs under the
 * page's policy: the document headers would only cost each some 2 KB (docs/performance.md,
 * Encoded answers, and Scripts sent compressed).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  appHeaders: Readonly<Record<string, string>>,
): void {
  const consoleHeaders = documentHeaders(CONSOLE_POLICY);
  app.addHook('onRequest', (request, reply, done) => {
    const document = documentOf(request.url);
    void reply.headers(
      document === 'app' ? appHeaders : document === 'console' ? consoleHeaders : API_HEADERS,
    );
    done();
  });
}
