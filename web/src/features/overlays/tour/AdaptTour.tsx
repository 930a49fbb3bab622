import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { MEMBER_TRIPS_MAX } from '@ecg/domain/contracts';
import { homePath } from '@ecg/domain/routes';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Dialog } from '@/components/Dialog';
import { Link } from '@/components/Link';
import { memberAnswer, problemOfError, type MemberProblem } from '@/lib/members/member-call';
import { signInPath } from '@/lib/members/sign-in-return';
import { useMemberState } from '@/lib/members/use-member-state';

/** The address's mark that the dialog is open, so a sign-in can come back to it. */
export const ADAPT_PARAM = 'adapt';

/**
 * What the tour adaptation came to (requirements §4, §8; docs/members.md Trips): the new trip's
 * id, the server's refusal with its own text (success false: shown in the Tips alert), or a
 * problem of the call (offline, signed out, too many…).
 */
type Adaptation =
  | { kind: 'made'; tripId: number }
  | { kind: 'refused'; message: string }
  | { kind: 'problem'; problem: MemberProblem };

async function adaptTour(
  lang: ContentLang,
  request: { id: number; name: string; token: string },
): Promise<Adaptation> {
  try {
    // Read whole, not as its data: a success false reaches the screen with its msg.
    const answer = await memberAnswer('tourAdaptation', lang, request);
    if (answer.success) return { kind: 'made', tripId: answer.data.id };
    return { kind: 'refused', message: answer.msg };
  } catch (error) {
    // A refusal with a status (404 a tour gone, 400 a name, 409 the trips full) is said in the
    // reader's language by its kind; the server's English `msg` only where it gave no status.
    return { kind: 'problem', problem: problemOfError(error) };
  }
}

/**
 * The tour adaptation (requirements §4, §5, §8): a name for the member's own copy of the tour,
 * submit disabled while it is empty; success goes home with my-trip=true and opens the new
 * trip; a refusal closes the dialog, clears the name and shows the Tips alert: the server's
 * text, said in the reader's language for each refusal our server gives. Signed out, it asks to sign in first and comes back here after.
 */
export function AdaptTour({ tourId, lang }: { tourId: number; lang: ContentLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { session } = useMemberState();
  const [open, setOpen] = useState(params.get(ADAPT_PARAM) === '1');
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string>();
  const [tips, setTips] = useState<string>();

  const close = () => {
    setOpen(false);
    setNote(undefined);
    if (params.has(ADAPT_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(ADAPT_PARAM);
      setParams(next, { replace: true });
    }
  };
  const back = new URLSearchParams(location.search);
  back.set(ADAPT_PARAM, '1');
  const returnTo = `${location.pathname}?${back.toString()}`;

  const submit = async () => {
    if (!session || name.trim() === '' || sending) return;
    setSending(true);
    setNote(undefined);
    const result = await adaptTour(lang, { id: tourId, name: name.trim(), token: session.token });
    setSending(false);
    if (result.kind === 'made') {
      // Home with my-trip=true, then the new trip opened over it (requirements §4): Back from
      // the trip leads home, as the spec's flow goes.
      void navigate(`${homePath(lang)}?my-trip=true`);
      void navigate(`/${lang}/trips/${result.tripId}`);
    } else if (result.kind === 'problem' && result.problem.kind === 'offline') {
      setNote(t('tour.adapt.offline'));
    } else if (result.kind === 'problem' && result.problem.kind === 'signedOut') {
      setNote(t('tour.adapt.signedOut'));
    } else {
      close();
      setName('');
      setTips(
        result.kind === 'refused' && result.message !== ''
          ? result.message
          : t(`tour.adapt.problem.${result.kind === 'problem' ? result.problem.kind : 'failed'}`, {
              max: MEMBER_TRIPS_MAX,
              defaultValue: t('tour.adapt.problem.failed'),
            }),
      );
    }
  };

  return (
    <div className="tour-adapt">
      <button
        type="button"
        className="button"
        onClick={() => {
          setTips(undefined);
          setOpen(true);
        }}
      >
        {t('tour.adapt.open')}
      </button>
      {tips !== undefined ? (
        <div className="tour-adapt__tips" role="alert">
          <p className="tour-adapt__tips-title">{t('tour.adapt.tips')}</p>
          <p>{tips}</p>
        </div>
      ) : null}
      <Dialog open={open} onClose={close} title={t('tour.adapt.title')}>
        {session === undefined ? (
          <>
            <p>{note ?? t('tour.adapt.signInFirst')}</p>
            <p>
              <Link className="button" to={signInPath(lang, returnTo)}>
                {t('tour.adapt.signIn')}
              </Link>
            </p>
          </>
        ) : (
          <form
            className="tour-adapt__form"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <label className="tour-adapt__label">
              {t('tour.adapt.prompt')}
              <input
                className="tour-adapt__input"
                value={name}
                maxLength={100}
                onChange={(event) => setName(event.target.value)}
              />
            </label>
            {note ? <p role="status">{note}</p> : null}
            <button
              type="submit"
              className="button"
              disabled={name.trim() === '' || sending}
              aria-busy={sending}
            >
              {sending ? t('tour.adapt.sending') : t('tour.adapt.submit')}
            </button>
          </form>
        )}
      </Dialog>
    </div>
  );
}
