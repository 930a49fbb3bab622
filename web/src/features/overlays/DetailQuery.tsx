import type { ReactNode } from 'react';
import type { UseQueryResult } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { HttpError } from '@/lib/api/http';
import { UnsuccessfulAnswerError } from '@/lib/api/content';
import { StatusMessage } from '@/components/StatusMessage';

/** The record is not there (unknown id, withdrawn): saying so beats an endless Loading. */
function isMissing(error: unknown): boolean {
  return (
    (error instanceof HttpError && error.status === 404) || error instanceof UnsuccessfulAnswerError
  );
}

/**
 * A detail page's states (requirements §4): Loading until data arrives; a failed call is logged and
 * keeps Loading (requirements §8), with a way to ask again; a missing record says so.
 */
export function DetailQuery<T>({
  query,
  waiting = false,
  children,
}: {
  query: UseQueryResult<T>;
  /** Other calls that fill the page's first screen are still coming: Loading until they settle. */
  waiting?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined && !waiting) return <>{children(query.data)}</>;
  if (query.isError) {
    if (isMissing(query.error)) {
      return (
        <p className="status" role="status">
          {t('detail.notFound')}
        </p>
      );
    }
    console.warn('detail failed', query.error);
    return <StatusMessage status="failed" onRetry={() => void query.refetch()} />;
  }
  return <StatusMessage status="loading" />;
}
