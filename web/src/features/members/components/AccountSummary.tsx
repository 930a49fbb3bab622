import { useTranslation } from '@/lib/i18n';
import { RECOVERY_CODE_COUNT } from '@ecg/domain/rules/member-session';
import { favouritesPath } from '@ecg/domain/routes';
import { Link } from '@/components/Link';
import { StatusMessage } from '@/components/StatusMessage';
import type { MemberSession } from '@/lib/members/member-session';
import { useContentLang } from '@/lib/use-content-lang';
import { useMemberProfile } from '../api/account';
import { problemOfError } from '@/lib/members/member-call';
import { memberMoment } from '@/lib/members/member-text';
import { ProblemMessage, StepHeading } from './FocusTargets';

/**
 * Who is signed in (docs/members.md): the name, the points (requirements §3 user point data, key
 * and coin, earned in the collection campaign: docs/campaigns.md), when the sign-in ends if the app is not
 * used until then, how many recovery codes are left, and where the favourites it keeps are. The name is known before the profile
 * arrives; the rest waits for it.
 */
export function AccountSummary({ session, arrived }: { session: MemberSession; arrived: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = useContentLang();
  const profile = useMemberProfile(lang, session);
  const data = profile.data;
  return (
    <section className="member-section" aria-labelledby="member-account-title">
      <StepHeading id="member-account-title" focus={arrived}>
        {t('members.account.title')}
      </StepHeading>
      <p className="member-account__name">
        {t('members.account.signedInAs', { name: data?.displayName ?? session.displayName })}
      </p>
      {data === undefined ? (
        profile.isError ? (
          <ProblemMessage
            problem={problemOfError(profile.error)}
            focus={false}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <StatusMessage status="loading" part />
        )
      ) : (
        <dl className="member-facts">
          <div>
            <dt>{t('members.account.points')}</dt>
            <dd>{t('members.account.pointsValue', data.points)}</dd>
          </div>
          <div>
            <dt>{t('members.account.ends')}</dt>
            <dd>{memberMoment(data.expiresAt, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('members.account.codes')}</dt>
            <dd>
              {t('members.account.codesLeft', {
                count: data.recoveryCodesLeft,
                total: RECOVERY_CODE_COUNT,
              })}
            </dd>
          </div>
        </dl>
      )}
      <p className="member-hint">{t('members.account.endsHow')}</p>
      <p>
        {t('members.account.favourites')}{' '}
        <Link to={favouritesPath(lang)}>{t('members.account.favouritesLink')}</Link>
      </p>
    </section>
  );
}
