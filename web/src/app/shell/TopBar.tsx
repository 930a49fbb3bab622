import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isInstalled } from '@/lib/device';
import { useBarHeight } from './use-bar-height';

/** Sharing shows only where the device can share and the app runs installed (requirements §2). */
const canShare = () => typeof navigator.share === 'function' && isInstalled();

export function TopBar({
  unread,
  onOpenMenu,
  inert,
}: {
  unread: boolean;
  onOpenMenu: () => void;
  inert?: boolean;
}) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar, '--top-bar-height');
  const share = () =>
    navigator
      .share({ title: document.title, url: window.location.href })
      .catch((error: unknown) => console.warn('share failed', error));

  return (
    <header ref={bar} className="top-bar" inert={inert}>
      <span className="top-bar__title">{t('app.title')}</span>
      <div className="top-bar__actions">
        {canShare() ? (
          <button
            type="button"
            className="top-bar__button"
            onClick={() => void share()}
            aria-label={t('share.button')}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M18 16a3 3 0 0 0-2.2 1l-7-4a3 3 0 0 0 0-2l7-4A3 3 0 1 0 15 5l-7 4a3 3 0 1 0 0 6l7 4a3 3 0 1 0 3-3Z"
              />
            </svg>
          </button>
        ) : null}
        <button
          type="button"
          className="top-bar__button"
          onClick={onOpenMenu}
          aria-label={t('menu.open')}
          aria-haspopup="dialog"
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
          {unread ? (
            <span
              className="red-dot red-dot--corner"
              role="img"
              aria-label={t('notices.hasUnread')}
            />
          ) : null}
        </button>
      </div>
    </header>
  );
}
