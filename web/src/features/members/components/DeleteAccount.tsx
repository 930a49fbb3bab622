import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/Dialog';
import { endMemberSession, type MemberSession } from '@/lib/members/member-session';
import { useContentLang } from '@/lib/use-content-lang';
import { deleteAccount } from '../api/account';
import { useMemberStep } from '../hooks/use-member-step';
import { ProblemMessage, StepHeading } from './FocusTargets';

/**
 * Deleting the account (docs/members.md), said yes to in the project's dialog, which says what
 * is erased (the favourites saved to the account, trips, points, every sign-in) and that reviews
 * stay only as anonymous ones. The server is asked with `confirm: true`; then this phone is
 * signed out. The favourites on this phone stay on it, as a visitor's.
 */
export function DeleteAccount({
  session,
  onDeleted,
}: {
  session: MemberSession;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [asking, setAsking] = useState(false);
  const deleting = useMemberStep();

  const confirm = async () => {
    setAsking(false);
    const done = await deleting.run(() => deleteAccount(lang, session.token).then(() => true));
    if (done !== true) return;
    endMemberSession(false);
    onDeleted();
  };

  return (
    <section className="member-section member-danger" aria-labelledby="member-delete-title">
      <StepHeading id="member-delete-title" focus={false}>
        {t('members.delete.title')}
      </StepHeading>
      <p>{t('members.delete.what')}</p>
      <button
        type="button"
        className="button member-button member-button--danger"
        disabled={deleting.pending}
        onClick={() => setAsking(true)}
      >
        {t('members.delete.open')}
      </button>
      <ProblemMessage problem={deleting.problem} />
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('members.delete.confirmTitle')}
        footer={
          <>
            <button
              type="button"
              className="form-button form-button--quiet"
              onClick={() => setAsking(false)}
            >
              {t('members.cancel')}
            </button>
            <button
              type="button"
              className="form-button member-button--danger"
              onClick={() => void confirm()}
            >
              {t('members.delete.confirmYes')}
            </button>
          </>
        }
      >
        <p>{t('members.delete.erased')}</p>
        <ul className="member-delete__list">
          <li>{t('members.delete.favourites')}</li>
          <li>{t('members.delete.trips')}</li>
          <li>{t('members.delete.points')}</li>
          <li>{t('members.delete.sessions')}</li>
        </ul>
        <p>{t('members.delete.reviews')}</p>
        <p>{t('members.delete.device')}</p>
      </Dialog>
    </section>
  );
}
