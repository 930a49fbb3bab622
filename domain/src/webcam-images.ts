/**
 * The hosts of the webcams' still pictures (requirements §1 live webcams): the WRA's coastal
 * cameras, and the Highway Bureau's road cameras (cctv-ss05.thb.gov.tw and its siblings, as TDX
 * lists them; docs/live-data.md, Traffic control). A picture there is live: the server's
 * Content-Security-Policy lets the app show it, and the service worker never keeps it, since a
 * kept one would show an old view as today's.
 */
export const WEBCAM_IMAGE_HOSTS = ['https://fmg.wra.gov.tw', 'https://*.thb.gov.tw'] as const;

/** Whether an origin is one of the hosts, `https://*.x` standing for any https host under x. */
const matches = (url: URL, host: string) => {
  const [scheme, name = ''] = host.split('//');
  return name.startsWith('*.')
    ? url.protocol === scheme && url.hostname.endsWith(name.slice(1))
    : url.origin === host;
};

export function isWebcamImage(url: URL): boolean {
  return WEBCAM_IMAGE_HOSTS.some((host) => matches(url, host));
}
