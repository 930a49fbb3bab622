import { useLayoutEffect, useRef } from 'react';
import type { To } from '@/lib/router';
import { Link } from '@/components/Link';

export interface ChipLink {
  key: string;
  label: string;
  to: To;
  current: boolean;
}

/**
 * A row of links of which one is the current choice: the tabs of the search area, its
 * sub-lists, categories, quarters and filter tags. Links, so each choice has its address.
 */
export function ChipLinks({
  label,
  links,
  navigation = false,
  variant = 'chips',
}: {
  label: string;
  links: readonly ChipLink[];
  /** Lists that lead to other lists are navigation; filters of one list are a group. */
  navigation?: boolean;
  /** tabs: the lists of the search area; chips: choices within a list. */
  variant?: 'tabs' | 'chips';
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const currentKey = links.find((link) => link.current)?.key;
  // A row that scrolls sideways shows its current choice, even the last one.
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !current) return;
    const box = list.getBoundingClientRect();
    const chip = current.getBoundingClientRect();
    if (chip.right > box.right) list.scrollLeft += chip.right - box.right + 16;
    else if (chip.left < box.left) list.scrollLeft -= box.left - chip.left + 16;
  }, [currentKey, links.length]);
  const list = (
    <ul ref={listRef} className={variant === 'tabs' ? 'search-tabs' : 'chips search-chips'}>
      {links.map((link) => (
        <li key={link.key}>
          <Link
            to={link.to}
            className={variant === 'tabs' ? 'search-tabs__tab' : 'chip'}
            aria-current={link.current ? (navigation ? 'page' : 'true') : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return navigation ? (
    <nav aria-label={label}>{list}</nav>
  ) : (
    <div role="group" aria-label={label}>
      {list}
    </div>
  );
}
