import { useTranslation } from '@/lib/i18n';
import { memberPath } from '@ecg/domain/routes';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Link } from '@/components/Link';
import { problemOfError } from '@/lib/members/member-call';

/**
 * A trips call that failed, said (docs/members.md): a 401 has signed the member out here
 * (lib/members/member-call.ts), a 404 is a trip that is not there (or another member's), offline
 * and anything else offer to ask again.
 */
export function TripProblem({
  error,
  lang,
  onRetry,
}: {
  error: unknown;
  lang: ContentLang;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const problem = problemOfError(error);
  return (
    <div className="trips-problem" role="alert">
      <p>{t(`trips.problem.${problemKey(problem.kind)}`)}</p>
      {problem.kind === 'signedOut' ? (
        <Link className="button" to={memberPath(lang)}>
          {t('trips.signIn')}
        </Link>
      ) : problem.kind === 'notFound' ? (
        <Link className="button" to={`/${lang}/trips`}>
          {t('trips.backToList')}
        </Link>
      ) : (
        <button type="button" className="button" onClick={onRetry}>
          {t('trips.retry')}
        </button>
      )}
    </div>
  );
}

const SAID = new Set(['signedOut', 'notFound', 'offline', 'tooMany', 'refused']);
const problemKey = (kind: string) => (SAID.has(kind) ? kind : 'failed');

/** A failed change's words: the same as a failed read's. */
export function changeProblem(error: unknown): string {
  return `trips.problem.${problemKey(problemOfError(error).kind)}`;
}
