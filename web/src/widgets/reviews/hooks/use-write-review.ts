import { useQueryClient } from '@/lib/query';
import { useState } from 'react';
import { writeReviewRequestSchema } from '@ecg/domain/contracts/reviews';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { ReviewPlaceKind } from '@ecg/domain/rules/reviews';
import { useForm } from '@/components/form/use-form';
import { pagesKey } from '@/lib/api/query-keys';
import type { FieldIssue } from '@/components/form/issue-message';
import { problemOfError } from '@/lib/members/member-call';
import { writeReview } from '../api/reviews';
import { lastVisitMonths, VISIT_MONTHS_OFFERED } from '../review-text';

/** The fields a reader fills; the others (token, place, openedAt) are the form's own. */
export const SHOWN_FIELDS = ['rating', 'text', 'visitMonth'] as const;

export interface ReviewDraft {
  rating: string;
  text: string;
  visitMonth: string;
  website: string;
}

/** What a send came to, besides issues at the fields: the reader is told in a line. */
export type WriteNote =
  | 'held'
  | 'shown'
  | 'conflict'
  | 'offline'
  | 'tooSoon'
  | 'tooMany'
  | 'signedOut'
  | 'notFound'
  | 'refused'
  | 'failed';

/**
 * The write-a-review form (docs/forms.md: the one form system, checked by the contract the
 * server checks it with): the draft stays as typed whatever the send comes to, so offline
 * nothing is lost; `openedAt` is when the form first opened, for the server's minimum fill
 * time. A review shown at once is fetched again into the place's list.
 */
export function useWriteReview(
  lang: ContentLang,
  kind: ReviewPlaceKind,
  placeId: number,
  /** Whether the form shows from the start (back from the sign-in): it opened with the page. */
  openAtStart: boolean,
) {
  const queries = useQueryClient();
  const [months] = useState(() => lastVisitMonths(Date.now(), VISIT_MONTHS_OFFERED));
  const form = useForm(writeReviewRequestSchema, {
    rating: '',
    text: '',
    visitMonth: months[0] ?? '',
    website: '',
  } satisfies ReviewDraft);
  const [openedAt, setOpenedAt] = useState(() => (openAtStart ? Date.now() : undefined));
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<WriteNote>();

  const opened = () => {
    setOpenedAt((first) => first ?? Date.now());
    if (note === 'held' || note === 'shown') setNote(undefined);
  };

  const submit = async (token: string) => {
    if (sending) return;
    const draft = form.values as ReviewDraft;
    const request = form.check({
      token,
      kind,
      placeId,
      rating: draft.rating === '' ? undefined : Number(draft.rating),
      text: draft.text,
      visitMonth: draft.visitMonth,
      website: draft.website,
      openedAt: openedAt ?? Date.now(),
    });
    if (request === undefined) return;
    setSending(true);
    setNote(undefined);
    try {
      const written = await writeReview(lang, request);
      setNote(written.status);
      form.reset();
      setOpenedAt(undefined);
      if (written.status === 'shown') {
        await queries.invalidateQueries({
          queryKey: pagesKey('placeReviews', lang, { kind, id: placeId }),
        });
      }
    } catch (error) {
      const said = refusalOf(error);
      if (said.kind === 'fields') form.showIssues(said.issues);
      else setNote(said.kind);
    } finally {
      setSending(false);
    }
  };

  return { form, months, sending, note, opened, submit };
}

const isShown = (field: string) => (SHOWN_FIELDS as readonly string[]).includes(field);

/**
 * A failed send, said: a 400's issues at the reader's fields (a visit month the server's clock
 * refuses is named in its message alone, `body.visitMonth: …`), a form sent too soon after it
 * opened, one review per place (409), or a problem of the call. The draft is kept in every case.
 */
function refusalOf(
  error: unknown,
): { kind: 'fields'; issues: FieldIssue[] } | { kind: Exclude<WriteNote, 'held' | 'shown'> } {
  const problem = problemOfError(error);
  switch (problem.kind) {
    case 'refused': {
      const atFields = problem.issues.filter((issue) => isShown(issue.field));
      if (atFields.length > 0) return { kind: 'fields', issues: atFields };
      const { message } = problem;
      if (message.startsWith('body.visitMonth')) {
        const issue = {
          field: 'visitMonth',
          rule: 'invalid',
          key: 'reviews.write.visitMonthRange',
        } as const;
        return { kind: 'fields', issues: [issue] };
      }
      const tooSoon =
        message.startsWith('body.openedAt') ||
        problem.issues.some((issue) => issue.field === 'openedAt');
      return { kind: tooSoon ? 'tooSoon' : 'refused' };
    }
    case 'conflict':
      return { kind: 'conflict' };
    case 'offline':
    case 'tooMany':
    case 'signedOut':
    case 'notFound':
      return { kind: problem.kind };
    default:
      return { kind: 'failed' };
  }
}
