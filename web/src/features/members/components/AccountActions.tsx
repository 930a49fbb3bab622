import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Glyph } from '@/components/Glyph';
import { downloadFile } from '@/lib/copy-text';
import { endMemberSession, type MemberSession } from '@/lib/members/member-session';
import { useContentLang } from '@/lib/use-content-lang';
import { exportData, signOut } from '../api/account';
import { useMemberStep } from '../hooks/use-member-step';
import { memberFileName } from '@/lib/members/member-text';
import { ProblemMessage, StepHeading } from './FocusTargets';

/**
 * The member's own data and their sign-ins (docs/members.md): everything kept of them as a JSON
 * file; sign-out of this phone, or of every phone and browser at once. A sign-out needs the
 * server (online only): the token it ends is ended there, not only forgotten here.
 */
export function AccountActions({
  session,
  onSignedOut,
}: {
  session: MemberSession;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const exporting = useMemberStep();
  const leaving = useMemberStep();
  const [exported, setExported] = useState(false);

  const download = async () => {
    setExported(false);
    const data = await exporting.run(() => exportData(lang, session.token));
    if (data === undefined) return;
    downloadFile(memberFileName('my-data'), JSON.stringify(data, null, 2), 'application/json');
    setExported(true);
  };
  const leave = async (everywhere: boolean) => {
    const done = await leaving.run(() => signOut(lang, session.token, everywhere).then(() => true));
    if (done !== true) return;
    endMemberSession(false);
    onSignedOut();
  };

  return (
    <>
      <section className="member-section" aria-labelledby="member-data-title">
        <StepHeading id="member-data-title" focus={false}>
          {t('members.data.title')}
        </StepHeading>
        <p>{t('members.data.what')}</p>
        <button
          type="button"
          className="button member-button"
          disabled={exporting.pending}
          onClick={() => void download()}
        >
          <Glyph name="download" />
          {t('members.data.download')}
        </button>
        <ProblemMessage problem={exporting.problem} />
        <p className="member-said" role="status">
          {exported ? t('members.data.downloaded') : null}
        </p>
      </section>
      <section className="member-section" aria-labelledby="member-leave-title">
        <StepHeading id="member-leave-title" focus={false}>
          {t('members.leave.title')}
        </StepHeading>
        <div className="member-actions">
          <button
            type="button"
            className="button member-button"
            disabled={leaving.pending}
            onClick={() => void leave(false)}
          >
            {t('members.leave.here')}
          </button>
          <button
            type="button"
            className="button member-button"
            disabled={leaving.pending}
            onClick={() => void leave(true)}
          >
            {t('members.leave.everywhere')}
          </button>
        </div>
        <p className="member-hint">{t('members.leave.everywhereHow')}</p>
        <ProblemMessage problem={leaving.problem} />
      </section>
    </>
  );
}
