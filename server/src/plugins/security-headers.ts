import helmet from '@fastify/helmet';
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
export function contentSecurityPolicy(tileHosts: readonly string[] = []) {
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
 * Security headers on every answer, API and app alike, from helmet: the policy above; no
 * framing; no MIME sniffing; the referrer's origin only, and only over HTTPS; our answers
 * usable by our own pages only (CORP) in a browsing context of their own (COOP); HSTS, which
 * browsers heed only over HTTPS, so loopback is untouched. No COEP:
 * it would block the content hosts' pictures, which do not send CORP.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  tileHosts: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(tileHosts),
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
