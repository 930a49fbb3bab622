import { useCallback, useContext, useMemo, type MouseEvent } from 'react';
import type { Params } from './match';
import {
  createPath,
  resolveTo,
  type Location,
  type NavigationType,
  type Path,
  type To,
} from './path';
import { RouteContext, useHistoryContext } from './router-context';

export interface NavigateOptions {
  /** Take the place of the current entry instead of adding one. */
  replace?: boolean;
  /** Kept with the entry (location.state), so Back finds it again. */
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Steps through the history: -1 is the browser's Back. */
  (delta: number): void;
}

export function useLocation(): Location {
  return useHistoryContext().snapshot.location;
}

/** POP (the first entry, Back, Forward), PUSH or REPLACE: how the current entry was reached. */
export function useNavigationType(): NavigationType {
  return useHistoryContext().snapshot.action;
}

/** Moves to another address; the same function for the router's life. */
export function useNavigate(): NavigateFunction {
  const { history } = useHistoryContext();
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  ) as NavigateFunction;
}

/** The parameters of the route rendering here (`:lang`, `:id`, `*`); none outside <Routes>. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/**
 * The address's query, and a setter that moves to the same path with another query
 * (the hash after it is dropped).
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) =>
      navigate(`?${new URLSearchParams(next).toString()}`, options),
    [navigate],
  );
  return [params, set];
}

/** The address `to` leads to from here. */
export function useResolvedPath(to: To): Path {
  const { pathname } = useLocation();
  return resolveTo(to, pathname);
}

/** The href of `to`, as an <a> gets it (`#/en/…` in the hash router). */
export function useHref(to: To): string {
  const { history } = useHistoryContext();
  return history.createHref(useResolvedPath(to));
}

/**
 * A link's click, taken over when it is plain (main button, no modifier key, no other target):
 * a move inside the app. A link to the address already open replaces its entry, as a browser
 * does, unless `replace` says otherwise.
 */
export function useLinkClickHandler(
  to: To,
  { replace, target }: { replace?: boolean; target?: string } = {},
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const path = useResolvedPath(to);
  return (event) => {
    const plain =
      event.button === 0 &&
      (!target || target === '_self') &&
      !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
    if (!plain) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === createPath(path) });
  };
}
