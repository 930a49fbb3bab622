import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { SignedIn } from '@ecg/domain/contracts';
import { focusHeading } from '@/lib/focus-heading';
import { useContentLang } from '@/lib/use-content-lang';
import { signInWithPasskey } from '../api/ceremony';
import { useMemberStep } from '../hooks/use-member-step';
import { CreateAccountForm } from './CreateAccountForm';
import { ProblemMessage, StepHeading } from './FocusTargets';
import { RecoverForm } from './RecoverForm';

/** Why the visitor is signed out, when they did not just arrive so. */
export type SignedOutNote = 'signedOut' | 'deleted' | 'ended' | undefined;

interface SignedOutViewProps {
  note: SignedOutNote;
  /** The visitor was signed out during this visit: the note takes the focus. */
  arrived: boolean;
  /** Passkeys cannot work here (site-address.ts): only the note and the reason are shown. */
  ceremonies: boolean;
  onSignedIn: (signedIn: SignedIn) => void;
}

/**
 * Signed out (docs/members.md): sign in with a passkey of this phone (no name asked: the passkey
 * says whose it is), create an account, or recover one with a recovery code.
 */
export function SignedOutView({ note, arrived, ceremonies, onSignedIn }: SignedOutViewProps) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const signIn = useMemberStep();
  const [recovering, setRecovering] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (arrived && noteRef.current) focusHeading(noteRef.current);
  }, [arrived]);

  const startSignIn = async () => {
    const signedIn = await signIn.run(() => signInWithPasskey(lang));
    if (signedIn !== undefined) onSignedIn(signedIn);
  };

  return (
    <>
      {note ? (
        <p className="member-note" role="status" ref={noteRef}>
          {t(`members.note.${note}`)}
        </p>
      ) : null}
      <p className="member-intro">{t('members.intro')}</p>
      {ceremonies ? (
        <>
          <section className="member-section" aria-labelledby="member-sign-in-title">
            <StepHeading id="member-sign-in-title" focus={false}>
              {t('members.signIn.title')}
            </StepHeading>
            <p>{t('members.signIn.how')}</p>
            <ProblemMessage problem={signIn.problem} />
            <button
              type="button"
              className="form-button"
              disabled={signIn.pending}
              onClick={() => void startSignIn()}
            >
              {signIn.pending ? t('members.waitingForPasskey') : t('members.signIn.submit')}
            </button>
          </section>
          <CreateAccountForm onSignedIn={onSignedIn} />
          <section className="member-section" aria-labelledby="member-recover-title">
            <StepHeading id="member-recover-title" focus={false}>
              {t('members.recover.title')}
            </StepHeading>
            <p>{t('members.recover.how')}</p>
            {recovering ? (
              <RecoverForm onSignedIn={onSignedIn} />
            ) : (
              <button type="button" className="button" onClick={() => setRecovering(true)}>
                {t('members.recover.open')}
              </button>
            )}
          </section>
        </>
      ) : null}
    </>
  );
}
