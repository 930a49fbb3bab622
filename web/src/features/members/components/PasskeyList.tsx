import { useQueryClient } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Passkey } from '@ecg/domain/contracts';
import { StatusMessage } from '@/components/StatusMessage';
import { callKey } from '@/lib/api/query-keys';
import type { MemberSession } from '@/lib/members/member-session';
import { useContentLang } from '@/lib/use-content-lang';
import { addPasskey, removePasskey, usePasskeys } from '../api/account';
import { problemOfError } from '@/lib/members/member-call';
import { useMemberStep } from '../hooks/use-member-step';
import { memberDay } from '@/lib/members/member-text';
import { ProblemMessage, StepHeading } from './FocusTargets';
import { RemovePasskeyDialog } from './RemovePasskeyDialog';

type Said = 'added' | 'removed' | undefined;

/**
 * The member's passkeys (docs/members.md): each with its name, when it was added and last used,
 * and a way to remove it after saying yes; another passkey added (a second phone, a key). The
 * server refuses to remove the last one (409), whose message is shown with ours.
 */
export function PasskeyList({
  session,
  ceremonies,
}: {
  session: MemberSession;
  ceremonies: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = useContentLang();
  const queryClient = useQueryClient();
  const passkeys = usePasskeys(lang, session);
  const adding = useMemberStep();
  const removing = useMemberStep();
  const [asked, setAsked] = useState<Passkey>();
  const [said, setSaid] = useState<Said>();
  const day = (epochMs: number) => memberDay(epochMs, i18n.language);
  // A passkey named by nothing the browser said is numbered in the list's order.
  const nameOf = (passkey: Passkey, index: number) =>
    passkey.label || t('members.passkeys.unnamed', { n: index + 1 });

  const askedAgain = () => {
    void queryClient.invalidateQueries({ queryKey: callKey('memberPasskeys', lang) });
    void queryClient.invalidateQueries({ queryKey: callKey('memberProfile', lang) });
  };
  const add = async () => {
    setSaid(undefined);
    removing.clear();
    if ((await adding.run(() => addPasskey(lang, session.token).then(() => true))) !== true) return;
    setSaid('added');
    askedAgain();
  };
  const remove = async (passkey: Passkey) => {
    setAsked(undefined);
    setSaid(undefined);
    adding.clear();
    const done = await removing.run(() =>
      removePasskey(lang, session.token, passkey.id).then(() => true),
    );
    if (done !== true) return;
    setSaid('removed');
    askedAgain();
  };

  return (
    <section className="member-section" aria-labelledby="member-passkeys-title">
      <StepHeading id="member-passkeys-title" focus={said === 'removed'}>
        {t('members.passkeys.title')}
      </StepHeading>
      {passkeys.data === undefined ? (
        passkeys.isError ? (
          <ProblemMessage
            problem={problemOfError(passkeys.error)}
            focus={false}
            onRetry={() => void passkeys.refetch()}
          />
        ) : (
          <StatusMessage status="loading" part />
        )
      ) : (
        <ul className="member-passkeys">
          {passkeys.data.map((passkey, index) => (
            <li key={passkey.id} className="member-passkey">
              <span className="member-passkey__label">{nameOf(passkey, index)}</span>
              <span className="member-passkey__dates">
                {t('members.passkeys.added', { date: day(passkey.createdAt) })}
                <br />
                {passkey.lastUsedAt === null
                  ? t('members.passkeys.neverUsed')
                  : t('members.passkeys.used', { date: day(passkey.lastUsedAt) })}
              </span>
              <button
                type="button"
                className="button member-passkey__remove"
                aria-label={t('members.passkeys.removeNamed', { label: nameOf(passkey, index) })}
                disabled={removing.pending}
                onClick={() => setAsked({ ...passkey, label: nameOf(passkey, index) })}
              >
                {t('members.passkeys.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProblemMessage
        problem={removing.problem}
        said={{ conflict: t('members.passkeys.lastOne') }}
      />
      {ceremonies ? (
        <button
          type="button"
          className="button member-button"
          disabled={adding.pending}
          onClick={() => void add()}
        >
          {adding.pending ? t('members.waitingForPasskey') : t('members.passkeys.add')}
        </button>
      ) : null}
      <ProblemMessage problem={adding.problem} />
      <p className="member-said" role="status">
        {said === undefined ? null : t(`members.passkeys.said.${said}`)}
      </p>
      <RemovePasskeyDialog
        passkey={asked}
        onCancel={() => setAsked(undefined)}
        onConfirm={(passkey) => void remove(passkey)}
      />
    </section>
  );
}
