import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { QueryClientProvider } from '@/lib/query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from '@/lib/router';
import type { SignedIn } from '@ecg/domain/contracts';
import { saveFavouritesToAccount } from '@/lib/favourites/account-save';
import { createMemberQueryClient } from '@/lib/members/member-call';
import { forgetSessionEnded, startMemberSession } from '@/lib/members/member-session';
import { RETURN_PARAM, returnPath } from '@/lib/members/sign-in-return';
import { useMemberState } from '@/lib/members/use-member-state';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { Link } from '@/components/Link';
import { MyReviews } from '@/widgets/reviews/components/MyReviews';
import { StatusMessage } from '@/components/StatusMessage';
import { loadChunk } from '@/lib/lazy-chunk';
import { AccountActions } from './components/AccountActions';
import { AccountSummary } from './components/AccountSummary';
import { DeleteAccount } from './components/DeleteAccount';
import { NoPasskeysHere } from './components/NoPasskeysHere';
import { PasskeyList } from './components/PasskeyList';
import { RecoveryCodes } from './components/RecoveryCodes';
import { SignedOutView, type SignedOutNote } from './components/SignedOutView';
import { passkeyObstacle } from './site-address';
import './members.css';

// The campaign's panel and its check-ins come when a signed-in member's page shows.
const CampaignPanel = lazy(() => loadChunk(() => import('./components/CampaignPanel')));

/**
 * The member area (requirements §1, §3 Client state, §6; docs/members.md) at /{lang}/member:
 * passkeys and no password. Signed out: sign in, create an account, recover one. Right after
 * enrolment: the recovery codes, once. Signed in: the account, the
 * collection campaign (docs/campaigns.md), its passkeys, its data, sign-out
 * and deletion. A lazy chunk with its WebAuthn library: nothing of it loads with the first
 * screen (docs/performance.md). Each step moves the focus to what it brought.
 */
export default function MemberPage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  usePageMeta(lang, t('members.title'), { description: t('members.description') });
  const state = useMemberState();
  const signedIn = state.session !== undefined;
  const [codes, setCodes] = useState<readonly string[]>();
  const [note, setNote] = useState<SignedOutNote>(state.ended ? 'ended' : undefined);
  if (state.ended && !signedIn && note !== 'ended') setNote('ended');
  // Whether a step of this visit changed what is shown, so its first heading takes the focus.
  const [shownSignedIn, setShownSignedIn] = useState(signedIn);
  const [arrived, setArrived] = useState(false);
  if (shownSignedIn !== signedIn) {
    setShownSignedIn(signedIn);
    setArrived(true);
  }
  useEffect(() => {
    if (state.ended) forgetSessionEnded();
  }, [state.ended]);
  // Where a sign-in asked for elsewhere returns to (the tour's adaptation dialog): in-app only.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = returnPath(params.get(RETURN_PARAM));
  const goBack = () => {
    if (back !== undefined) void navigate(back, { replace: true });
  };
  const obstacle = passkeyObstacle(window.location.hostname, browserSupportsWebAuthn());

  const onSignedIn = (answer: SignedIn) => {
    setNote(undefined);
    setCodes(answer.recoveryCodes);
    startMemberSession(answer);
    // The device's favourites and the account's, merged by the server (account-save.ts).
    void saveFavouritesToAccount();
    // New recovery codes are shown first; their Done goes back.
    if (answer.recoveryCodes === undefined) goBack();
  };
  const onSignedOut = (why: SignedOutNote) => {
    setCodes(undefined);
    setNote(why);
  };

  let body;
  if (state.session === undefined) {
    body = (
      <>
        <SignedOutView
          note={note}
          arrived={arrived}
          ceremonies={obstacle === undefined}
          onSignedIn={onSignedIn}
        />
        {obstacle === undefined ? null : <NoPasskeysHere obstacle={obstacle} />}
      </>
    );
  } else if (codes !== undefined) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(undefined);
          goBack();
        }}
      />
    );
  } else {
    const { session } = state;
    body = (
      <MemberQueries key={session.token}>
        <AccountSummary session={session} arrived={arrived} />
        <Suspense fallback={<StatusMessage status="loading" part />}>
          <CampaignPanel session={session} />
        </Suspense>
        <p className="member-trips">
          <Link className="button" to={`/${lang}/trips`}>
            {t('trips.title')}
          </Link>
        </p>
        <MyReviews lang={lang} token={session.token} />
        <PasskeyList session={session} ceremonies={obstacle === undefined} />
        <AccountActions session={session} onSignedOut={() => onSignedOut('signedOut')} />
        <DeleteAccount session={session} onDeleted={() => onSignedOut('deleted')} />
      </MemberQueries>
    );
  }
  return (
    <div className="page-column member">
      <h1 className="page-title">{t('members.title')}</h1>
      {body}
    </div>
  );
}

/**
 * The signed-in member's answers, in a query client of their own for as long as this sign-in
 * shows (lib/members/member-call.ts): a new sign-in starts from nothing, and no answer reaches the app's
 * cache, which is saved on the device.
 */
function MemberQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createMemberQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
