import { useLocation, useSearchParams } from 'react-router';
import { overlayOfSearch } from '@ecg/domain/routes';

/**
 * Where the detail overlays of SPEC §2 mount (tour, coupon, event, attraction, shop or
 * accommodation, static page, guide). The overlays themselves come with the browsing screens;
 * this marks which one the address asks for, so a deep link survives a reload.
 */
export function OverlayHost() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const overlay = overlayOfSearch(params, pathname);
  return <div className="overlay-host" data-overlay={overlay?.kind ?? ''} />;
}
