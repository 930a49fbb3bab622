import { lazyContentScreen, lazyScreen, preloadableScreen } from '@/lib/lazy-chunk';
import { HashRouter, Route, Routes } from '@/lib/router';
import { NotFoundPage } from '@/components/NotFoundPage';
import { Shell } from './shell/Shell';

// Each area is its own chunk: the first screen downloads only the shell and home.
// Home may be loaded before the app starts, to hydrate a home rendered ahead (main.tsx).
export const Home = preloadableScreen(() => import('@/features/home/HomePage'));
const Search = lazyContentScreen(() => import('@/features/search/SearchPage'));
const Guide = lazyContentScreen(() => import('@/features/guide/GuidePage'));
const Game = lazyScreen(() => import('./shell/GamePlaceholder'));
const Transport = lazyContentScreen(() => import('@/features/transport/TransportPage'));
const Service = lazyContentScreen(() => import('./service/ServicePage'));
const Live = lazyContentScreen(() => import('@/features/live/LivePage'));
const Favourites = lazyContentScreen(() => import('@/features/favourites/FavouritesPage'));
const Member = lazyContentScreen(() => import('@/features/members/MemberScreen'));
const Trips = lazyContentScreen(() => import('@/features/trips/TripsScreen'));
const Reviews = lazyContentScreen(() => import('@/features/reviews/ReviewsScreen'));

/** requirements §2's route table under a language segment; anything else is a not-found in the shell. */
function sections() {
  return (
    <>
      <Route index element={<Home />} />
      <Route path="search/airplane/:mode?" element={<Transport />} />
      <Route path="search/:type?/:bridge?/:value?" element={<Search />} />
      <Route path="guide/:type?/:value?" element={<Guide />} />
      <Route path="live-camera/:id?" element={<Live />} />
      <Route path="service/:type?/:bridge?/:value?" element={<Service />} />
      <Route path="favourites" element={<Favourites />} />
      <Route path="member" element={<Member />} />
      <Route path="trips/:id?" element={<Trips />} />
      <Route path="reviews/:page" element={<Reviews />} />
      <Route path="game" element={<Game />} />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
}

/**
 * The route table (the language segment is optional: absent or `pages` means zh-tw, and the
 * shell spells it out; a first segment that is no language is a not-found), for any router:
 * a render on the server gives it `<MemoryRouter initialEntries={[address]} hashHrefs>`, so
 * its links are written as the hash router writes them and the page hydrates as rendered.
 */
export function AppRouteTable() {
  return (
    <Routes>
      <Route path="/" element={<Shell />}>
        {sections()}
      </Route>
      <Route path="/:lang" element={<Shell />}>
        {sections()}
      </Route>
    </Routes>
  );
}

/** The app's routes in the page's hash, under /pwa/ (docs/performance.md, Routes). */
export function AppRoutes() {
  return (
    <HashRouter>
      <AppRouteTable />
    </HashRouter>
  );
}
