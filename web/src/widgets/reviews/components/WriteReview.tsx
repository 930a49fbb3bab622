import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useSearchParams } from '@/lib/router';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { ReviewPlaceKind } from '@ecg/domain/rules/reviews';
import { Dialog } from '@/components/Dialog';
import { Link } from '@/components/Link';
import { signInPath } from '@/lib/members/sign-in-return';
import { useMemberState } from '@/lib/members/use-member-state';
import { useWriteReview } from '../hooks/use-write-review';
import { howPath } from '../review-paths';
import { ReviewForm } from './ReviewForm';

/** The address's mark that the write dialog is open, so a sign-in can come back to it. */
export const WRITE_PARAM = 'write-review';

/**
 * Write a review (requirements §3; docs/reviews.md): members only. Signed out, the dialog asks
 * to sign in first and the sign-in comes back to it (as the tour's adaptation does,
 * lib/members/sign-in-return.ts). A held review is thanked for in the dialog; one shown at once
 * closes it and appears in the list. The draft outlives the dialog: closed and opened again,
 * or refused, or offline, the text is still there.
 */
export function WriteReview({
  lang,
  kind,
  placeId,
}: {
  lang: ContentLang;
  kind: ReviewPlaceKind;
  placeId: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { session } = useMemberState();
  const [openAtStart] = useState(() => params.get(WRITE_PARAM) === '1');
  const write = useWriteReview(lang, kind, placeId, openAtStart);
  const [open, setOpen] = useState(openAtStart);
  const [shownNote, setShownNote] = useState(false);
  if (open && session !== undefined && write.note === 'shown') {
    setOpen(false);
    setShownNote(true);
  }

  const show = () => {
    write.opened();
    setShownNote(false);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    if (params.has(WRITE_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(WRITE_PARAM);
      setParams(next, { replace: true });
    }
  };
  const back = new URLSearchParams(location.search);
  back.set(WRITE_PARAM, '1');
  const returnTo = `${location.pathname}?${back.toString()}`;
  const howLink = <Link to={howPath(lang)}>{t('reviews.links.how')}</Link>;

  let body;
  if (session === undefined) {
    body = (
      <>
        <p>
          {t(write.note === 'signedOut' ? 'reviews.write.signedOut' : 'reviews.write.signInFirst')}
        </p>
        <p>
          <Link className="button" to={signInPath(lang, returnTo)}>
            {t('reviews.write.signIn')}
          </Link>
        </p>
        <p>{howLink}</p>
      </>
    );
  } else if (write.note === 'held') {
    body = (
      <>
        <p role="status">{t('reviews.write.held')}</p>
        <button type="button" className="button" onClick={close}>
          {t('reviews.close')}
        </button>
      </>
    );
  } else {
    body = (
      <>
        <ReviewForm
          write={write}
          howLink={howLink}
          onSubmit={() => void write.submit(session.token)}
        />
        {write.note !== undefined && write.note !== 'shown' ? (
          <p role="alert" className="review-problem">
            {t(`reviews.write.problem.${write.note}`)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="review-write">
      <button type="button" className="button" onClick={show}>
        {t('reviews.write.open')}
      </button>
      {shownNote ? (
        <p role="status" className="review-write__shown">
          {t('reviews.write.shown')}
        </p>
      ) : null}
      <Dialog open={open} onClose={close} title={t('reviews.write.title')}>
        {body}
      </Dialog>
    </div>
  );
}
