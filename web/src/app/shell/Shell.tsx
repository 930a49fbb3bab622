import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { MAP_PARAMS, overlayOfSearch } from '@ecg/domain/routes';
import { canonicalRoutePath, isContentLang, type ContentLang } from '@ecg/domain/rules/language';
import { GALLERY_ID_PARAM } from '@ecg/domain/rules/gallery';
import { LocationContext } from '../../lib/location/location-context';
import { useVisitorLocation } from '../../lib/location/use-location';
import { useNotices } from '../../components/notices/use-notices';
import { PwaNotices } from '../../features/pwa/PwaNotices';
import { useUiLangOfRoute } from '../../lib/language';
import { lazyContentScreen, lazyScreen } from '../../lib/lazy-chunk';
import { usePageViews } from '../../lib/page-views';
import { BottomNav } from './BottomNav';
import { ChunkErrorBoundary } from '../../components/ChunkErrorBoundary';
import { wantsIosHint } from './ios-hint';
import { LoadingOverlay, useBlockingLoad } from './LoadingOverlay';
import { NotFoundPage } from '../../components/NotFoundPage';
import { OverlayHost } from './OverlayHost';
import { TopBar } from './TopBar';
import { useFocusReturn } from './use-focus-return';

type OpenDialog = 'menu' | 'notices' | 'languages' | undefined;

// Dialogs that most visits never open load when they are due, not with the first screen.
const Menu = lazyScreen(() => import('./Menu'));
const LanguageDialog = lazyScreen(() => import('./LanguageDialog'));
const NoticePopup = lazyScreen(() => import('../../components/notices/NoticePopup'));
const NoticesDialog = lazyScreen(() => import('../../components/notices/NoticesDialog'));
const IosHint = lazyScreen(() => import('./IosHint'));
// The picture viewer's host, fetched the first time an address names a gallery.
const GalleryHost = lazyScreen(() => import('../../features/gallery/GalleryHost'));
// The location hints, fetched when one is due (after the browser has answered for the position).
const LocationHints = lazyScreen(() => import('../../features/location/LocationHints'));
// The map panel and Leaflet, fetched the first time an address names a map layer.
const MapHost = lazyContentScreen(() => import('../../features/map/MapHost'));

/**
 * The frame of every screen (requirements §2 Shell, the generic route pattern): top bar and menu,
 * the page, the bottom tabs, the overlays' mount point, notices, location and install hints.
 */
export function Shell() {
  const { lang } = useParams();
  const location = useLocation();

  // Routes without a language, or with the legacy `pages`, are zh-tw: spell it out in the address.
  const canonical = canonicalRoutePath(location.pathname);
  if (canonical !== undefined && (lang === undefined || lang === 'pages')) {
    return <Navigate replace to={{ pathname: canonical, search: location.search }} />;
  }
  const known = lang !== undefined && isContentLang(lang);
  return <Frame lang={known ? lang : 'zh-tw'} notFound={!known} />;
}

function Frame({ lang, notFound }: { lang: ContentLang; notFound: boolean }) {
  const { pathname, search } = useLocation();
  // While a detail overlay covers the page, what lies under it is out of reach of the keyboard.
  const params = new URLSearchParams(search);
  const covered = overlayOfSearch(params, pathname) !== undefined;
  const [galleryNeeded, setGalleryNeeded] = useState(false);
  if (!galleryNeeded && params.has(GALLERY_ID_PARAM)) setGalleryNeeded(true);
  const [mapNeeded, setMapNeeded] = useState(false);
  if (!mapNeeded && params.has(MAP_PARAMS.layer)) setMapNeeded(true);
  useFocusReturn(covered);
  const [dialog, setDialog] = useState<OpenDialog>(undefined);
  const notices = useNotices(lang);
  const visitor = useVisitorLocation();
  const loading = useBlockingLoad();
  const [iosHint, setIosHint] = useState(wantsIosHint);
  // One modal at a time, the warning first: the hints wait until this visit's notices have
  // come and their pop-up is closed; the location hint also waits for the install hint.
  const noticeFirst = !notices.settled || notices.popup !== undefined;
  const hint = noticeFirst
    ? undefined
    : iosHint
      ? 'ios'
      : visitor.deniedHint || visitor.outsideArea
        ? 'location'
        : undefined;
  useUiLangOfRoute(lang);
  usePageViews();

  // A new page starts at its top (requirements §2 scroll reset). Braces matter: Chromium's scrollTo
  // now returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <LocationContext.Provider value={visitor}>
      <div className="shell">
        <TopBar inert={covered} unread={notices.unread} onOpenMenu={() => setDialog('menu')} />
        <main className="shell__page" id="main" inert={covered}>
          {notFound ? (
            <NotFoundPage />
          ) : (
            <ChunkErrorBoundary key={pathname}>
              <Suspense fallback={<LoadingOverlay />}>
                <Outlet />
              </Suspense>
            </ChunkErrorBoundary>
          )}
        </main>
        <OverlayHost lang={lang} />
        <BottomNav lang={lang} inert={covered} />
        {galleryNeeded ? (
          <Suspense>
            <GalleryHost />
          </Suspense>
        ) : null}
        {mapNeeded ? (
          <ChunkErrorBoundary>
            <Suspense>
              <MapHost lang={lang} />
            </Suspense>
          </ChunkErrorBoundary>
        ) : null}
        <PwaNotices />
        {loading ? <LoadingOverlay /> : null}
      </div>
      {/* Each in its own boundary: one loading never hides another already open. */}
      <Suspense>
        {dialog === 'menu' ? (
          <Menu
            open
            onClose={() => setDialog(undefined)}
            lang={lang}
            hasNotices={notices.notices.length > 0}
            unread={notices.unread}
            onOpenNotices={() => {
              notices.refresh();
              setDialog('notices');
            }}
            onOpenLanguages={() => setDialog('languages')}
          />
        ) : dialog === 'languages' ? (
          <LanguageDialog open onClose={() => setDialog(undefined)} />
        ) : dialog === 'notices' ? (
          <NoticesDialog open onClose={() => setDialog(undefined)} state={notices} />
        ) : null}
      </Suspense>
      <Suspense>
        {/* One modal at a time: a warning a later fetch brings waits for the menu to close. */}
        {notices.popup && dialog === undefined ? (
          <NoticePopup notice={notices.popup} onClose={notices.closePopup} />
        ) : null}
      </Suspense>
      <Suspense>{hint === 'ios' ? <IosHint onClose={() => setIosHint(false)} /> : null}</Suspense>
      <Suspense>
        {hint === 'location' ? <LocationHints location={visitor} lang={lang} /> : null}
      </Suspense>
    </LocationContext.Provider>
  );
}
