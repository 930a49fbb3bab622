import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { focusHeading } from '@/lib/focus-heading';
import type { MemberProblem } from '@/lib/members/member-call';

/*
 * Where a step of the member area leaves the focus (WCAG 2.4.3, 4.1.3): on the heading of what
 * it brought, or on what went wrong.
 */

/**
 * A section's heading that takes the focus when its step has just arrived (signed in, the codes
 * shown, signed out): a screen reader starts there, not on a button that is gone (WCAG 2.4.3).
 */
export function StepHeading({
  id,
  focus,
  children,
  level = 2,
}: {
  id: string;
  focus: boolean;
  children: ReactNode;
  level?: 2 | 3;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus && ref.current) focusHeading(ref.current);
  }, [focus]);
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} ref={ref} className="member-section__title">
      {children}
    </Tag>
  );
}

interface ProblemMessageProps {
  problem: MemberProblem | undefined;
  /** A text of the step's own for a kind of problem (a recovery code not found). */
  said?: Partial<Record<MemberProblem['kind'], string>>;
  /** Where a field took the focus (a refused form), the message leaves it there. */
  focus?: boolean;
  onRetry?: () => void;
}

/**
 * What went wrong with a member step, in the visitor's words, where the focus goes so a screen
 * reader says it at once (WCAG 4.1.3). A 409 adds the server's own message under ours. A 401 is
 * said by the page, which it has already turned to signed out.
 */
export function ProblemMessage({ problem, said, focus = true, onRetry }: ProblemMessageProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem !== undefined && focus && ref.current) focusHeading(ref.current);
  }, [problem, focus]);
  if (problem === undefined || problem.kind === 'signedOut') return null;
  return (
    <div className="member-problem" role="alert" ref={ref}>
      <p className="member-problem__text">
        {said?.[problem.kind] ?? t(`members.problem.${problem.kind}`)}
      </p>
      {problem.kind === 'conflict' && problem.message !== '' ? (
        <p className="member-problem__server">{problem.message}</p>
      ) : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('members.retry')}
        </button>
      ) : null}
    </div>
  );
}
