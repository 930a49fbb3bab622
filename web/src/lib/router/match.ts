import type { ReactNode } from 'react';

/** A route of the table: a path under its parent's (`:name`, `:name?`, `*`), or its index. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

/** A route on the way to the address, outermost first. */
export interface RouteMatch {
  route: RouteObject;
}

export type Params = Readonly<Record<string, string | undefined>>;

/** One way through the table: the routes from the top to one that can match, and its pattern. */
interface Branch {
  segments: string[];
  score: number;
  routes: RouteObject[];
}

const isParam = (segment: string) => segment.startsWith(':');

/** `a/:b?/:c?` is the patterns `a`, `a/:b` and `a/:b/:c`. */
function explodeOptional(segments: string[]): string[][] {
  const first = segments.findIndex((segment) => segment.endsWith('?'));
  if (first < 0) return [segments];
  const required = segments.slice(0, first);
  const optional = segments.slice(first).map((segment) => segment.replace(/\?$/, ''));
  return optional
    .map((_, count) => [...required, ...optional.slice(0, count)])
    .concat([[...required, ...optional]]);
}

/**
 * react-router's ranking, to the point: a static segment outweighs a parameter, which
 * outweighs an empty one; a splat weighs against, an index route for. So `search/airplane`
 * comes before `search/:type`, and a parent's index before its `*`. The joined path's empty
 * segments (its leading `/`, an index's trailing one) count as react-router counts them.
 */
function scoreOf(segments: string[], index: boolean): number {
  const empty = 1 + (index || segments.length === 0 ? 1 : 0);
  let score = segments.length + empty * 2 + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else score += isParam(segment) ? 3 : 10;
  }
  return score;
}

const split = (path: string) => path.split('/').filter((segment) => segment !== '');

function collect(routes: RouteObject[], parents: RouteObject[], above: string[], out: Branch[]) {
  for (const route of routes) {
    const own = route.path === undefined ? [] : split(route.path);
    const chain = [...parents, route];
    for (const pattern of explodeOptional([...above, ...own])) {
      if (route.children) collect(route.children, chain, pattern, out);
      // A route without a path (a layout) matches only through its children.
      if (route.path !== undefined || route.index) {
        out.push({
          segments: pattern,
          score: scoreOf(pattern, route.index === true),
          routes: chain,
        });
      }
    }
  }
}

/** Every branch of a table, the best ranked first, ties in the table's order. */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  collect(routes, [], [], branches);
  return branches.sort((a, b) => b.score - a.score);
}

/** A segment of an address as its text: `%2F` stays, so a value never splits in two. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\//g, '%2F');
  } catch {
    return segment;
  }
}

function matchBranch(branch: Branch, parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  const { segments } = branch;
  for (const [at, segment] of segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(at).join('/');
      return params;
    }
    const part = parts[at];
    if (part === undefined) return undefined;
    if (isParam(segment)) params[segment.slice(1)] = part;
    else if (segment.toLowerCase() !== part.toLowerCase()) return undefined;
  }
  return parts.length === segments.length ? params : undefined;
}

/** The routes the path goes through, with their parameters; undefined when none matches. */
export function matchRoutes(
  branches: Branch[],
  pathname: string,
): { matches: RouteMatch[]; params: Params } | undefined {
  const parts = split(pathname).map(decodeSegment);
  for (const branch of branches) {
    const params = matchBranch(branch, parts);
    if (params) return { matches: branch.routes.map((route) => ({ route })), params };
  }
  return undefined;
}
