import { Component, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChunkLoadError, type ChunkFailure } from '@/lib/lazy-chunk';

function ChunkFailed({ type, onRetry }: { type: ChunkFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  const typeKey = { missing: 'chunkMissing', timeout: 'chunkTimeout', other: 'chunkOther' }[type];
  return (
    <div className="chunk-failed" role="alert">
      <p>{t('errors.chunk', { type: t(`errors.${typeKey}`) })}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

/** A screen whose code failed to load says so, with the failure's type, and offers a retry. */
export class ChunkErrorBoundary extends Component<
  { children: ReactNode },
  { failure?: ChunkFailure }
> {
  override state: { failure?: ChunkFailure } = {};

  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof ChunkLoadError ? error.type : ('other' as const) };
  }

  override render() {
    if (this.state.failure) {
      // A missing file usually means a new version was deployed: a reload fetches it.
      return <ChunkFailed type={this.state.failure} onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
