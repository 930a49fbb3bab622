/**
 * The hosts of the webcams' still pictures (requirements §1 live webcams). A picture there is
 * live: the server's Content-Security-Policy lets the app show it, and the service worker never
 * keeps it, since a kept one would show an old view as today's.
 */
export const WEBCAM_IMAGE_HOSTS = ['https://fmg.wra.gov.tw'] as const;

export function isWebcamImage(url: URL): boolean {
  return (WEBCAM_IMAGE_HOSTS as readonly string[]).includes(url.origin);
}
