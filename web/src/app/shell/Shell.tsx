import { memo, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from '@/lib/router';
import { MAP_PARAMS, overlayOfSearch } from '@ecg/domain/routes';
import { canonicalRoutePath, isContentLang, type ContentLang } from '@ecg/domain/rules/language';
import { GALLERY_ID_PARAM } from '@ecg/domain/rules/gallery';
import { unaskedHint, type UnaskedHint } from '@ecg/domain/rules/hints';
import { LocationProvider } from '@/lib/location/location-context';
import { useVisitorLocation } from '@/lib/location/use-location';
import { useNotices } from '@/widgets/notices/use-notices';
import { usePwaStatus } from '@/features/pwa/pwa-status';
import { PwaNotices } from '@/features/pwa/PwaNotices';
import { useUiLangOfRoute } from '@/lib/language';
import { lazyContentScreen, lazyScreen } from '@/lib/lazy-chunk';
import { usePageViews } from '@/lib/page-views';
import { BottomNav } from './BottomNav';
import { ChunkErrorBoundary } from '@/components/ChunkErrorBoundary';
import { wantsIosHint } from './ios-hint';
import { LoadingOverlay, useBlockingLoad } from './LoadingOverlay';
import { NotFoundPage } from '@/components/NotFoundPage';
import { OverlayHost } from './OverlayHost';
import { TopBar } from './TopBar';
import { RouteAnnouncer } from './RouteAnnouncer';
import { SkipLink } from './SkipLink';
import { useFocusReturn } from './use-focus-return';
import { useDialogEntry, useDueDialogEntry } from '@/lib/dialog-entry';

// Dialogs that most visits never open load when they are due, not with the first screen.
const Menu = lazyScreen(() => import('./Menu'));
const LanguageDialog = lazyScreen(() => import('./LanguageDialog'));
const NoticePopup = lazyScreen(() => import('@/widgets/notices/NoticePopup'));
const NoticesDialog = lazyScreen(() => import('@/widgets/notices/NoticesDialog'));
const IosHint = lazyScreen(() => import('./IosHint'));
// The picture viewer's host, fetched the first time an address names a gallery.
const GalleryHost = lazyScreen(() => import('@/features/gallery/GalleryHost'));
// The location hints, fetched when one is due (after the browser has answered for the position).
const LocationHints = lazyScreen(() => import('@/features/location/LocationHints'));
// The map panel and Leaflet, fetched the first time an address names a map layer.
const MapHost = lazyContentScreen(() => import('@/features/map/MapHost'));

/** The page's landmark, where the skip link leads and a new page's heading is looked for. */
const MAIN_ID = 'main';

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

/**
 * The address's screen. Drawn again only when the address changes, not with each change of the
 * shell (a notice, the position, a call under way): a page rendered ahead is still hydrating in
 * slices then, and a render reaching into it would make React hydrate all of it at once, in one
 * long task (docs/performance.md, Hydration in slices).
 */
const Page = memo(function Page({ notFound, pathname }: { notFound: boolean; pathname: string }) {
  return notFound ? (
    <NotFoundPage />
  ) : (
    <ChunkErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
    </ChunkErrorBoundary>
  );
});

function Frame({ lang, notFound }: { lang: ContentLang; notFound: boolean }) {
  const { pathname, search } = useLocation();
  // While a detail overlay covers the page, what lies under it is out of reach of the keyboard.
  const params = new URLSearchParams(search);
  const covered = overlayOfSearch(params, pathname) !== undefined;
  const [galleryNeeded, setGalleryNeeded] = useState(false);
  if (!galleryNeeded && params.has(GALLERY_ID_PARAM)) setGalleryNeeded(true);
  const [mapNeeded, setMapNeeded] = useState(false);
  if (!mapNeeded && params.has(MAP_PARAMS.layer)) setMapNeeded(true);
  useFocusReturn(covered, MAIN_ID);
  // The menu and its dialogs are entries of the history, so Back closes them (requirements §2).
  const entry = useDialogEntry();
  const dialog = entry.open;
  const notices = useNotices(lang);
  const popup = useDueDialogEntry('popup', notices.popup?.id.toString(), notices.closePopup);
  const visitor = useVisitorLocation();
  const loading = useBlockingLoad();
  const [iosHint, setIosHint] = useState(wantsIosHint);
  // One dialog a visit opens unasked, the warning first (domain rules/hints.ts): what this
  // visit has shown is remembered, so a hint neither follows a warning nor another hint.
  const [warnedThisVisit, setWarnedThisVisit] = useState(false);
  if (popup.open && !warnedThisVisit) setWarnedThisVisit(true);
  const [hintShown, setHintShown] = useState<UnaskedHint>();
  const hint = unaskedHint({
    noticesSettled: notices.settled,
    warningDue: notices.popup !== undefined,
    warnedThisVisit,
    hintShown,
    locationAnswered: visitor.status !== 'asking',
    locationHint: visitor.deniedHint || visitor.outsideArea,
    iosHint,
  });
  if (hint !== undefined && hintShown === undefined) setHintShown(hint);
  useUiLangOfRoute(lang);
  usePageViews();
  // While an accepted update loads, no screen asks for anything: the old service worker, idle,
  // hands over at once (features/pwa/pwa-status.ts).
  const { updating } = usePwaStatus();

  // A new page starts at its top (requirements §2 scroll reset). Braces matter: Chromium's scrollTo
  // now returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <LocationProvider value={visitor}>
      <div className="shell">
        <SkipLink mainId={MAIN_ID} inert={covered} />
        <TopBar inert={covered} unread={notices.unread} onOpenMenu={() => entry.show('menu')} />
        <main className="shell__page" id={MAIN_ID} tabIndex={-1} inert={covered}>
          {updating ? null : <Page notFound={notFound} pathname={pathname} />}
        </main>
        {updating ? null : <OverlayHost lang={lang} />}
        <BottomNav lang={lang} inert={covered} />
        {galleryNeeded && !updating ? (
          <Suspense>
            <GalleryHost />
          </Suspense>
        ) : null}
        {mapNeeded && !updating ? (
          <ChunkErrorBoundary>
            <Suspense>
              <MapHost lang={lang} />
            </Suspense>
          </ChunkErrorBoundary>
        ) : null}
        <RouteAnnouncer pathname={pathname} mainId={MAIN_ID} />
        <PwaNotices />
        {loading ? <LoadingOverlay /> : null}
      </div>
      {/* Each in its own boundary: one loading never hides another already open. */}
      <Suspense>
        {dialog === 'menu' ? (
          <Menu
            open
            onClose={entry.close}
            lang={lang}
            hasNotices={notices.notices.length > 0}
            unread={notices.unread}
            onOpenNotices={() => {
              notices.refresh();
              entry.show('notices');
            }}
            onOpenLanguages={() => entry.show('languages')}
          />
        ) : dialog === 'languages' ? (
          <LanguageDialog open onClose={entry.close} />
        ) : dialog === 'notices' ? (
          <NoticesDialog open onClose={entry.close} state={notices} />
        ) : null}
      </Suspense>
      <Suspense>
        {notices.popup && popup.open ? (
          <NoticePopup notice={notices.popup} onClose={popup.close} />
        ) : null}
      </Suspense>
      <Suspense>{hint === 'ios' ? <IosHint onClose={() => setIosHint(false)} /> : null}</Suspense>
      <Suspense>
        {hint === 'location' ? <LocationHints location={visitor} lang={lang} /> : null}
      </Suspense>
    </LocationProvider>
  );
}
