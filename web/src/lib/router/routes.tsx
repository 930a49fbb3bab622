import {
  Children,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from './hooks';
import { matchRoutes, rankRoutes, type RouteObject } from './match';
import type { To } from './path';
import { RouteContext } from './router-context';

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A line of the route table; <Routes> reads it, it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/** The table written as <Route> elements (fragments of them included). */
function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
    } else if (child.type === Route) {
      const { path, index, element, children: nested } = child.props;
      routes.push({ path, index, element, children: nested ? routesOf(nested) : undefined });
    }
  });
  return routes;
}

/**
 * Renders the routes the address goes through: the outermost route's element, which shows the
 * next one where it puts its <Outlet />. Nothing when no route matches.
 */
export function Routes({ children }: { children?: ReactNode }) {
  const branches = useMemo(() => rankRoutes(routesOf(children)), [children]);
  const { pathname } = useLocation();
  const found = matchRoutes(branches, pathname);
  if (!found) return null;
  let outlet: ReactNode = null;
  for (const { route } of [...found.matches].reverse()) {
    outlet = (
      <RouteContext value={{ params: found.params, outlet }}>
        {route.element === undefined ? <Outlet /> : route.element}
      </RouteContext>
    );
  }
  return outlet;
}

/** Where a route's element shows the route below it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** Moves to `to` once rendered (never on the server, where effects do not run). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
