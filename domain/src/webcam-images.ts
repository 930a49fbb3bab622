/**
 * The hosts of the webcams' still pictures (requirements §1 live webcams): the WRA's coastal
 * cameras, and the Highway Bureau's road cameras (cctv-ss05.thb.gov.tw and its siblings, as TDX
 * lists them; docs/live-data.md, Traffic control). A picture there is live: the server's
 * Content-Security-Policy lets the app show it, and the service worker never keeps it, since a
 * kept one would show an old view as today's.
 */
export const WEBCAM_IMAGE_HOSTS = ['https://fmg.wra.gov.tw', 'https://*.thb.gov.tw'] as const;

/** Whether an origin is one of the hosts, a `*.` host standing for any name under it. */
const matches = (origin: string, host: string) =>
  host.includes('*.')
    ? origin.startsWith(host.slice(0, host.indexOf('*'))) &&
      origin.endsWith(host.slice(host.indexOf('*') + 1)) &&
      !origin.slice(host.indexOf('*'), -host.slice(host.indexOf('*') + 1).length).includes('/')
    : origin === host;

export function isWebcamImage(url: URL): boolean {
  return WEBCAM_IMAGE_HOSTS.some((host) => matches(url.origin, host));
}
