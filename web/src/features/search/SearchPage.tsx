import { useMemo } from 'react';
import { useParams } from '@/lib/router';
import { useContentLang } from '@/lib/use-content-lang';
import { NotFoundPage } from '@/components/NotFoundPage';
import { ListScreen } from './components/ListScreen';
import { NearbyScreen } from './components/NearbyScreen';
import { searchRouteOf } from './search-route';
import './search.css';
import './search-fields.css';

/**
 * The search area (/{lang}/search/{type}/{bridge}/{value}): attractions, events, tours, food,
 * accommodation and shopping, coupons, and what is nearby. A route that names no list is a not-found.
 */
export default function SearchPage() {
  const lang = useContentLang();
  const { type, bridge, value } = useParams();
  const route = useMemo(() => searchRouteOf({ type, bridge, value }), [type, bridge, value]);
  if (!route) return <NotFoundPage />;
  if (route.tab === 'nearby') return <NearbyScreen route={route} lang={lang} />;
  return <ListScreen route={route} lang={lang} />;
}
