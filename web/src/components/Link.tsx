import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from '@/lib/router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the app (an outside site is a plain <a>). */
  to: To;
  /** Take the place of the current entry in the history instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the app: the address in its href (so it opens in a new tab, is read out
 * and copied like any link) and, on a plain click, the move inside the app. react-router's own
 * Link does the same but carries framework mode's prefetching with it, about 2 KB gzipped of
 * the first screen that this app never runs; its hooks are what the Link is made of.
 */
export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

/**
 * A link that says, with aria-current="page", when the visitor is on its page or below it
 * (`end`: on its page only), compared as react-router's NavLink does, ignoring case.
 */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const page = useResolvedPath(props.to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const slash = page !== '/' && page.endsWith('/') ? page.length - 1 : page.length;
  const current = here === page || (!end && here.startsWith(page) && here.charAt(slash) === '/');
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
