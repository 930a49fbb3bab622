import { useQueryClient } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { MemberCampaign, MemberCampaignPlace } from '@ecg/domain/contracts/campaign';
import { distanceText, formatDistance } from '@ecg/domain/rules/distance';
import { Link } from '@/components/Link';
import { StatusMessage } from '@/components/StatusMessage';
import { useOverlayLink } from '@/components/overlay-link';
import { callKey } from '@/lib/api/query-keys';
import { problemOfError } from '@/lib/members/member-call';
import type { MemberSession } from '@/lib/members/member-session';
import { useContentLang } from '@/lib/use-content-lang';
import { checkIn, checkInProblemOf, useMemberCampaign, type CheckInProblem } from '../api/campaign';
import { campaignDay } from '../campaign-days';
import { ProblemMessage, StepHeading } from './FocusTargets';

type Said =
  | { kind: 'checkedIn'; place: string; key: number; coin: number; coinEarned: boolean }
  | { kind: 'problem'; place: string; problem: CheckInProblem };

const placeKey = (place: MemberCampaignPlace) => `${place.kind}-${place.id}`;

/** "350 m", "90.7 km": metres under 1 km, else km (requirements §5, rules/distance.ts). */
const distanceOf = (metres: number) => distanceText(formatDistance(metres / 1000));

/**
 * The collection campaign (docs/campaigns.md): none running, or its title and days, its two
 * pages (the description and how to exchange, over this page), its places with what the member
 * did at each, and a check-in at each from where the phone says it is. What a check-in came to
 * is said in a live region; the points it gave show at once here and in the account.
 */
export default function CampaignPanel({ session }: { session: MemberSession }) {
  const { t, i18n } = useTranslation();
  const lang = useContentLang();
  const queryClient = useQueryClient();
  const campaign = useMemberCampaign(lang, session);
  const overlayLink = useOverlayLink();
  const [busy, setBusy] = useState<string>();
  const [said, setSaid] = useState<Said>();
  const data = campaign.data;

  const checkInAt = async (running: NonNullable<MemberCampaign>, place: MemberCampaignPlace) => {
    setBusy(placeKey(place));
    setSaid(undefined);
    try {
      const done = await checkIn(lang, session.token, running.id, place);
      queryClient.setQueryData<MemberCampaign>(callKey('memberCampaign', lang), (before) =>
        before
          ? {
              ...before,
              points: done.points,
              coinEarned: before.coinEarned || done.coinEarned,
              places: before.places.map((item) =>
                placeKey(item) === placeKey(place) ? done.place : item,
              ),
            }
          : before,
      );
      void queryClient.invalidateQueries({ queryKey: callKey('memberProfile', lang) });
      setSaid({
        kind: 'checkedIn',
        place: place.name,
        ...done.points,
        coinEarned: done.coinEarned,
      });
    } catch (error) {
      const problem = checkInProblemOf(error);
      if (problem.kind === 'gone') void campaign.refetch();
      setSaid({ kind: 'problem', place: place.name, problem });
    } finally {
      setBusy(undefined);
    }
  };

  let body;
  if (data === undefined) {
    body = campaign.isError ? (
      <ProblemMessage
        problem={problemOfError(campaign.error)}
        focus={false}
        onRetry={() => void campaign.refetch()}
      />
    ) : (
      <StatusMessage status="loading" part />
    );
  } else if (data === null) {
    body = <p>{t('members.campaign.none')}</p>;
  } else {
    body = (
      <>
        <p className="member-campaign__title">{data.title}</p>
        <p className="member-hint">
          {t('members.campaign.days', {
            from: campaignDay(data.startsOn, i18n.language),
            to: campaignDay(data.endsOn, i18n.language),
          })}
        </p>
        <p className="member-campaign__points">
          {t('members.campaign.points', data.points)}
          {data.coinEarned ? ` · ${t('members.campaign.coinEarned')}` : ''}
        </p>
        <p className="member-actions">
          <Link
            className="button"
            to={overlayLink({ kind: 'static', name: 'description', type: 'collection' })}
          >
            {t('members.campaign.description')}
          </Link>
          <Link
            className="button"
            to={overlayLink({ kind: 'static', name: 'exchange', type: 'collection' })}
          >
            {t('members.campaign.exchange')}
          </Link>
        </p>
        <p className="member-hint">{t('members.campaign.how')}</p>
        {data.places.length === 0 ? (
          <p>{t('members.campaign.noPlaces')}</p>
        ) : (
          <ul className="member-campaign__places">
            {data.places.map((place) => (
              <li key={placeKey(place)} className="member-campaign__place">
                <div className="member-campaign__place-text">
                  <Link to={overlayLink({ kind: place.kind, id: String(place.id) })}>
                    {place.name}
                  </Link>
                  <span className="member-hint">
                    {place.checkedInToday
                      ? t('members.campaign.checkedInToday')
                      : place.visited
                        ? t('members.campaign.visited')
                        : t('members.campaign.notVisited')}
                  </span>
                </div>
                {/* Checked in today, the place has nothing to press until Taipei midnight. */}
                {place.checkedInToday ? null : (
                  <button
                    type="button"
                    className="button member-button"
                    disabled={busy !== undefined}
                    aria-label={t('members.campaign.checkInAt', { place: place.name })}
                    onClick={() => void checkInAt(data, place)}
                  >
                    {busy === placeKey(place)
                      ? t('members.campaign.checkingIn')
                      : t('members.campaign.checkIn')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="member-section member-campaign" aria-labelledby="member-campaign-title">
      <StepHeading id="member-campaign-title" focus={false}>
        {t('members.campaign.title')}
      </StepHeading>
      {body}
      <p className="member-said" role="status">
        {said?.kind === 'checkedIn'
          ? t(said.coinEarned ? 'members.campaign.gotCoin' : 'members.campaign.gotKey', said)
          : said?.kind === 'problem'
            ? t(`members.campaign.problem.${said.problem.kind}`, {
                place: said.place,
                distance: said.problem.kind === 'tooFar' ? distanceOf(said.problem.metres) : '',
              })
            : null}
      </p>
    </section>
  );
}
