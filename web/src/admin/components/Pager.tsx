import { useTranslation } from '@/lib/i18n';

interface PagerProps {
  /** What the pages are of, naming the navigation ("Pages of reports"). */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Shown on one page too, where the list's length is news itself (the log's). */
  alwaysShown?: boolean;
}

/** Newer and older pages of a long list, newest first; nothing when it fits one page. */
export function Pager({ label, page, total, pageSize, onPage, alwaysShown = false }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && !alwaysShown) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.newer')}
      </button>
      <span>{t('pager.page', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.older')}
      </button>
    </nav>
  );
}
