import type { UseQueryResult } from '@/lib/query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormAlert } from './fields';
import { Pager } from './Pager';

interface PagedListProps<Item> {
  /** The page asked of the server, with the number of items of all pages. */
  list: UseQueryResult<{ items: Item[]; total: number }>;
  /** What an empty page says ("No report matches."). */
  none: string;
  /** What the pages are of, naming the pager. */
  pagesLabel: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What a row holds (its title, texts and actions); an item is known by its number. */
  row: (item: Item) => ReactNode;
}

/** A page of a long list: loading, a failure or nothing said as such, then rows and the pager. */
export function PagedList<Item extends { number: string }>({
  list,
  none,
  pagesLabel,
  page,
  pageSize,
  onPage,
  row,
}: PagedListProps<Item>) {
  const { t } = useTranslation();
  return (
    <>
      {list.isPending && <p role="status">{t('app.loading')}</p>}
      {list.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {list.data?.items.length === 0 && <p>{none}</p>}
      <ul className="rows">
        {list.data?.items.map((item) => (
          <li key={item.number} className="row">
            {row(item)}
          </li>
        ))}
      </ul>
      {list.data && (
        <Pager
          label={pagesLabel}
          page={page}
          total={list.data.total}
          pageSize={pageSize}
          onPage={onPage}
        />
      )}
    </>
  );
}

/** A row's title: what it is (its number, or a link to it), then its status as a badge. */
export function RowTitle({
  status,
  statusName,
  children,
}: {
  status: string;
  statusName: string;
  children: ReactNode;
}) {
  return (
    <h3 className="row__title">
      {children} <span className={`badge badge--${status}`}>{statusName}</span>
    </h3>
  );
}
