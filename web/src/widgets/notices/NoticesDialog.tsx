import { useEffect, useRef, useState } from 'react';
import type { Notice } from '@ecg/domain/contracts';
import { useTranslation } from '@/lib/i18n';
import { stripTitleMarkers } from '@ecg/domain/rules/notices';
import { Dialog } from '@/components/Dialog';
import type { NoticesState } from './use-notices';
import { NoticeBadge } from './NoticeBadge';
import { NoticeView } from './NoticePopup';
import './notices.css';

/** The important-notices list and, once one is opened, its detail; loaded on first open. */
export default function NoticesDialog({
  open,
  onClose,
  state,
}: {
  open: boolean;
  onClose: () => void;
  state: NoticesState;
}) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<Notice['id'] | undefined>(undefined);
  const opened = state.notices.find((notice) => notice.id === openId);
  // Back from a notice, the focus goes to its line of the list, where the visitor left it.
  const list = useRef<HTMLUListElement>(null);
  const returnTo = useRef<Notice['id']>(undefined);
  useEffect(() => {
    if (opened || returnTo.current === undefined) return;
    list.current?.querySelector<HTMLElement>(`[data-notice="${returnTo.current}"]`)?.focus();
    returnTo.current = undefined;
  }, [opened]);
  const close = () => {
    setOpenId(undefined);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={opened ? stripTitleMarkers(opened.title) : t('notices.title')}
      view={opened ? `notice-${opened.id}` : 'list'}
    >
      {opened ? (
        <>
          <NoticeView notice={opened} />
          <button
            type="button"
            className="link-button"
            onClick={() => {
              returnTo.current = opened.id;
              setOpenId(undefined);
            }}
          >
            {t('notices.back')}
          </button>
        </>
      ) : (
        <ul className="menu" ref={list}>
          {state.notices.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className="menu__item notice-list__item"
                data-notice={notice.id}
                onClick={() => {
                  state.markRead(notice.id);
                  setOpenId(notice.id);
                }}
              >
                <NoticeBadge type={notice.type} kind={notice.kind} />
                <span className="notice-list__title">{stripTitleMarkers(notice.title)}</span>
                {notice.isReaded ? null : (
                  <span className="notice-list__unread">{t('notices.unread')}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
