import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useContentLang } from '../../lib/use-content-lang';
import { NotFoundPage } from '../../components/NotFoundPage';
import { ListScreen } from './components/ListScreen';
import { searchRouteOf } from './search-route';
import './search.css';

/**
 * The search area (/{lang}/search/{type}/{bridge}/{value}): attractions, events, tours, food,
 * accommodation and shopping, and coupons. A route that names no list is a not-found.
 */
export default function SearchPage() {
  const lang = useContentLang();
  const { type, bridge, value } = useParams();
  const route = useMemo(() => searchRouteOf({ type, bridge, value }), [type, bridge, value]);
  if (!route) return <NotFoundPage />;
  return <ListScreen route={route} lang={lang} />;
}
