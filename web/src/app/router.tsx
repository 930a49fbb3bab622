import { createHashRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './shell/NotFoundPage';
import { SectionPage } from './shell/SectionPage';
import { Shell } from './shell/Shell';

const sections: RouteObject[] = [
  { index: true, element: <SectionPage titleKey="nav.home" /> },
  { path: 'search/*', element: <SectionPage titleKey="nav.search" /> },
  { path: 'guide/*', element: <SectionPage titleKey="nav.guide" /> },
  { path: 'live-camera/*', element: <SectionPage titleKey="nav.live" /> },
  { path: 'service/*', element: <SectionPage titleKey="nav.service" /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Hash routes under /pwa/ (SPEC §2). The language segment is optional, so every section is
 * reachable with it and without it; a first segment that is no language is a not-found.
 */
export const router = createHashRouter([
  { path: '/', element: <Shell />, children: sections },
  { path: '/:lang', element: <Shell />, children: sections },
]);
