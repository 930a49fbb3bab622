import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { LiveMeta } from '@ecg/domain/contracts';
import { LiveSource } from '@/components/LiveSource';
import { StatusMessage } from '@/components/StatusMessage';
import { NotConnected } from '../not-connected/NotConnected';

/** The strings of a live part of the buses' screen: `notConnected.*` and `sourceNote` under it. */
type PartWords = 'buses' | 'buses.positions';

/**
 * A live part of a stop's screen (its next buses, a route's buses now): Loading or failed with a
 * retry until its answer comes; without a TDX key, what it would show and where to look
 * meanwhile, never a made-up time or bus (docs/live-data.md, Buses); else where the answer came
 * from and when (stale, or kept when asking again failed), then what `children` make of it.
 */
export function LiveBusPart<A extends { meta: LiveMeta }>({
  answer,
  words,
  children,
}: {
  answer: { data: A | undefined; isError: boolean; refetch: () => unknown };
  words: PartWords;
  children: (data: A) => ReactNode;
}) {
  const { t } = useTranslation();
  if (answer.data === undefined)
    return (
      <StatusMessage
        status={answer.isError ? 'failed' : 'loading'}
        onRetry={() => void answer.refetch()}
        part
      />
    );
  if (answer.data.meta.source === 'unconfigured')
    return (
      <NotConnected title={t(`${words}.notConnected.title`)} level={3}>
        <p>{t(`${words}.notConnected.what`)}</p>
        <p>{t(`${words}.notConnected.meanwhile`)}</p>
      </NotConnected>
    );
  return (
    <>
      <LiveSource
        meta={answer.data.meta}
        sampleNote={`${words}.sourceNote`}
        sourceNote={`${words}.sourceNote`}
        kept={answer.isError}
      />
      {children(answer.data)}
    </>
  );
}
