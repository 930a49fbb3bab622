import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useRef, useState, type ReactNode } from 'react';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { useLocation, type To } from '@/lib/router';
import type { Overlay } from '@ecg/domain/routes';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useFavouritesHeld } from '@/lib/favourites/use-favourites';
import { useRememberPage } from '@/lib/saved-pages';
import { StatusMessage } from '@/components/StatusMessage';
import { useOverlayLink } from '@/components/overlay-link';
import type { ListScope } from '../api/get-list-page';
import { useListPages, useLoadAhead } from '../hooks/use-list-pages';
import { useListTop } from '../hooks/use-list-top';
import { useRowFocus } from '../hooks/use-row-focus';
import { useRowSizes } from '../hooks/use-row-sizes';
import { filtersSearch, type ListFilters } from '../list-filters';
import { LIST_CONFIG, cachedCardOf, type ItemOfKind } from '../list-kinds';
import type { ListKind } from '../search-route';
import { ListCard } from './ListCard';

/**
 * A card row (at least 6rem, Card's `row` layout in content.css) and the gap below it (0.5rem):
 * the virtualizer's estimate, in rem so that it grows with the visitor's text size (WCAG 1.4.4).
 * A row whose lines wrap (a large text size, a long township) is measured as it is drawn.
 */
const ROW_HEIGHT_REM = 6 + 0.5;
/** The row's height in pixels at the page's root font size (16 px unless the visitor set it). */
export function rowHeightPx(): number {
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return ROW_HEIGHT_REM * (Number.isFinite(rootPx) && rootPx > 0 ? rootPx : 16);
}
/**
 * Rows kept rendered beyond the screen: a fling rarely shows the edge, and the keyboard's next
 * card is there at once (useRowFocus brings it when a quick keyboard outruns the drawing).
 */
const OVERSCAN = 6;
/**
 * Rows are keyed by slot, not by item: a row leaving the top is reused for the one coming in
 * at the bottom, so a fast fling updates a few texts and pictures instead of tearing down and
 * building whole cards. More slots than rows can ever be on screen keeps the keys unique.
 */
const ROW_SLOTS = 64;

interface ResultListProps<K extends ListKind> {
  kind: K;
  lang: ContentLang;
  scope: ListScope;
  filters: ListFilters;
  /** The filters and links above the list, whose height places the list on the page. */
  head: ReactNode;
  /** The list's name for assistive technology. */
  label: string;
  /** The screen's title, under which it is listed among the pages saved for offline use. */
  title: string;
}

/**
 * A list of any length, windowed: only the rows on screen (and a few more) are in the page.
 * It is as tall as its whole total from the first page on, so nothing moves while further
 * pages arrive; rows not yet loaded hold a quiet placeholder of the same size.
 */
export function ResultList<K extends ListKind>({
  kind,
  lang,
  scope,
  filters,
  head,
  label,
  title,
}: ResultListProps<K>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const top = useListTop(listRef, headRef);
  const link = useOverlayLink();
  const overlay = LIST_CONFIG[kind].overlay;

  const pages = useListPages(kind, lang, scope, filters);
  // Rows scrolled to before their page came hold no heart: the favourites stay read meanwhile.
  useFavouritesHeld();
  const total = pages.total ?? 0;
  useRememberPage(
    lang,
    pages.status === 'ready' ? `${pathname}${filtersSearch(filters)}` : undefined,
    title,
  );
  // Read once a list: only rows never drawn keep this estimate, the drawn ones are measured.
  const [rowHeight] = useState(rowHeightPx);
  const virtualizer = useWindowVirtualizer({
    count: total,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: top,
    // Rows render after the scroll event, not inside it: the scroll itself never waits on React.
    useFlushSync: false,
  });
  const measure = useRowSizes((index, size) => virtualizer.resizeItem(index, size));
  const rows = virtualizer.getVirtualItems();
  useLoadAhead(pages.loadAhead, rows.at(-1)?.index);
  // The rows follow the scroll as a transition, which React renders in slices that yield to
  // the browser: a fast fling may show the overscan's edge for a frame, never a long task.
  const shownRows = useDeferredValue(rows);
  const onKeyDown = useRowFocus(listRef, total, (index) => virtualizer.scrollToIndex(index));

  return (
    <>
      <div ref={headRef} className="search-head">
        {head}
        <p className="search-count" aria-live="polite">
          {pages.total === undefined ? '' : t('search.results', { count: total })}
        </p>
      </div>
      {pages.status === 'ready' ? null : (
        <StatusMessage
          status={pages.status}
          {...(pages.status === 'failed' ? { onRetry: pages.retry } : {})}
        />
      )}
      {pages.status === 'ready' && total === 0 ? <StatusMessage status="empty" /> : null}
      <ul
        ref={listRef}
        className="search-list"
        aria-label={label}
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
        <ResultRows
          rows={shownRows}
          top={top}
          total={total}
          kind={kind}
          itemAt={pages.itemAt}
          overlay={overlay}
          link={link}
          measure={measure}
          t={t}
        />
      </ul>
      {pages.moreFailed ? <StatusMessage status="failed" onRetry={pages.retry} part /> : null}
    </>
  );
}

interface ResultRowsProps<K extends ListKind> {
  rows: VirtualItem[];
  top: number;
  total: number;
  kind: K;
  itemAt: (index: number) => ItemOfKind[K] | undefined;
  overlay: (typeof LIST_CONFIG)[K]['overlay'];
  link: (overlay: Overlay) => To;
  /** Observes a row's size; called again each render, as a slot may hold another index. */
  measure: (row: HTMLElement | null) => void;
  t: TFunction;
}

/** The rows on screen; it renders again only when they, or the loaded pages, change. */
const ResultRows = memo(function ResultRows<K extends ListKind>({
  rows,
  top,
  total,
  kind,
  itemAt,
  overlay,
  link,
  measure,
  t,
}: ResultRowsProps<K>) {
  return rows.map((row) => {
    const item = itemAt(row.index);
    const card = item === undefined ? undefined : cachedCardOf(kind, item);
    return (
      <li
        key={row.index % ROW_SLOTS}
        ref={(element) => measure(element)}
        data-index={row.index}
        className="search-list__row"
        aria-setsize={total}
        aria-posinset={row.index + 1}
        aria-busy={card ? undefined : true}
        style={{ transform: `translateY(${row.start - top}px)` }}
      >
        {card ? (
          <ListCard card={card} overlay={overlay} link={link} t={t} />
        ) : (
          <span className="card card--row search-list__placeholder" />
        )}
      </li>
    );
  });
}) as <K extends ListKind>(props: ResultRowsProps<K>) => ReactNode;
