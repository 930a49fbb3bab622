import type { OperatorNotice } from '@ecg/domain/contracts/admin-notices';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { refreshCalls } from '@/admin/admin-keys';
import { adminPost } from '@/admin/api';
import { ConfirmDialog } from '@/admin/components/ConfirmDialog';
import { FormAlert } from '@/admin/components/fields';
import { NOTICE_CALLS, noticesQuery } from './notices-query';

/** A notice's title in the console's language (Traditional Chinese or English). */
export const titleIn = (notice: OperatorNotice, lang: string) =>
  lang === 'en' ? notice.title.en : notice.title['zh-tw'];

/** The notices visitors see now, each with its withdraw button (asked first). */
export function PublishedNotices({ onWithdrawn }: { onWithdrawn: (title: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const notices = useQuery(noticesQuery);
  const [asked, setAsked] = useState<OperatorNotice>();
  const withdraw = useMutation({
    mutationFn: (notice: OperatorNotice) => adminPost('withdrawNotice', { id: notice.id }),
    onSuccess: (_answer, notice) => {
      setAsked(undefined);
      void refreshCalls(queryClient, NOTICE_CALLS);
      onWithdrawn(titleIn(notice, i18n.language));
    },
  });

  return (
    <section className="panel" aria-labelledby="published-heading">
      <h2 id="published-heading">{t('notices.publishedHeading')}</h2>
      {notices.isPending && <p role="status">{t('app.loading')}</p>}
      {notices.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {notices.data?.length === 0 && <p>{t('notices.none')}</p>}
      {notices.data && notices.data.length > 0 && (
        <ul className="rows">
          {notices.data.map((notice) => (
            <li key={notice.id} className="row">
              <div className="row__text">
                <h3 className="row__title">{titleIn(notice, i18n.language)}</h3>
                <p className="row__meta">
                  {t(`notices.types.${notice.type}`)} ·{' '}
                  {t('notices.publishedBy', { name: notice.publishedBy, at: notice.publishedAt })}
                </p>
              </div>
              <button
                type="button"
                className="button button--danger"
                onClick={() => setAsked(notice)}
                aria-label={t('notices.withdrawNamed', { title: titleIn(notice, i18n.language) })}
              >
                {t('notices.withdraw')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asked && (
        <ConfirmDialog
          title={t('notices.confirmTitle')}
          confirmLabel={t('notices.withdraw')}
          busy={withdraw.isPending}
          onConfirm={() => withdraw.mutate(asked)}
          onCancel={() => {
            withdraw.reset();
            setAsked(undefined);
          }}
        >
          <p>{t('notices.confirmText', { title: titleIn(asked, i18n.language) })}</p>
          {withdraw.isError && <FormAlert>{t('errors.failed')}</FormAlert>}
        </ConfirmDialog>
      )}
    </section>
  );
}
