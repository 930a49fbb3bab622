import { useCallback, useState } from 'react';
import type { FormIssue } from '@ecg/domain/contracts';
import { problemOfError, type MemberProblem } from '@/lib/members/member-call';

export interface MemberStep {
  /** A call (or a ceremony) is under way: its button waits. */
  pending: boolean;
  /** What the last run came to when it failed, for ProblemMessage to say. */
  problem: MemberProblem | undefined;
  /** Runs `step`: its result, or undefined with the problem kept. */
  run<T>(step: () => Promise<T>): Promise<T | undefined>;
  clear(): void;
}

/**
 * One step of the member area (a sign-in, a removal, a download): its waiting and what went
 * wrong. Every call is online only (docs/members.md): offline the step says so and nothing
 * typed is lost, since the form's values stay where they are.
 */
export function useMemberStep(): MemberStep {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<MemberProblem>();
  const run = useCallback(async <T>(step: () => Promise<T>): Promise<T | undefined> => {
    setPending(true);
    setProblem(undefined);
    try {
      return await step();
    } catch (error) {
      setProblem(problemOfError(error));
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);
  const clear = useCallback(() => setProblem(undefined), []);
  return { pending, problem, run, clear };
}

/** The issues of a refusal (400) that name `field`, for the form to show at it. */
export function issuesAt(problem: MemberProblem | undefined, field: string): FormIssue[] {
  return problem?.kind === 'refused' ? problem.issues.filter((issue) => issue.field === field) : [];
}
