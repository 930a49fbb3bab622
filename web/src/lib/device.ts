import { isAndroidUserAgent } from '@ecg/domain/rules/hints';

/** Running as an installed PWA: standalone display, or iOS's own home-screen flag. */
export function isInstalled(): boolean {
  // A page rendered ahead on the server is no one's installed app.
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** requirements §2: classes on the page for installed mode and for Android devices. */
export const PAGE_CLASSES = { installed: 'is-installed', android: 'is-android' } as const;

export function markPage(): void {
  const root = document.documentElement;
  root.classList.toggle(PAGE_CLASSES.installed, isInstalled());
  root.classList.toggle(PAGE_CLASSES.android, isAndroidUserAgent(navigator.userAgent));
}
