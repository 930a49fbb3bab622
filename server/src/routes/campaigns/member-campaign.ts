import {
  campaignCheckInRequestSchema,
  memberCampaignRequestSchema,
  type MemberCampaign,
  type MemberCampaignPlace,
} from '@ecg/domain/contracts/campaign';
import {
  checkedInToday,
  checkInVerdict,
  CHECK_IN_RADIUS_M,
  earnsCoin,
  visited,
  type CheckInRecord,
} from '@ecg/domain/rules/campaign';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { FastifyInstance } from 'fastify';
import type { CampaignPlaceFound } from '../../store/campaigns/campaign-places';
import {
  campaignRepository,
  type CampaignRepository,
} from '../../store/campaigns/campaign-repository';
import {
  checkInRepository,
  type CheckInRepository,
} from '../../store/campaigns/check-in-repository';
import type { MemberRepository } from '../../store/members/member-repository';
import { memberInWrite, memberTokenOf } from '../members/member-guard';
import type { MemberCallDependencies } from '../members/member-limits';
import { lookupRoute } from '../writes/lookup-route';
import { WriteRefusal, writeRoute } from '../writes/write-route';

export const NO_SUCH_CAMPAIGN = 'body.campaignId: no such campaign is running';
export const NO_SUCH_PLACE = 'body.placeId: this place does not count in the campaign';
export const ALREADY_TODAY = 'body.placeId: you have checked in here today: come back tomorrow';

const tooFar = (metres: number, place: string) =>
  `body.lat: you are ${metres} m from ${place}: come within ${CHECK_IN_RADIUS_M} m`;

const placeView = (
  place: CampaignPlaceFound,
  now: number,
  records: readonly CheckInRecord[],
): MemberCampaignPlace => ({
  kind: place.kind,
  id: place.id,
  name: place.name,
  latlng: `${place.lat},${place.lng}`,
  checkedInToday: checkedInToday(place, now, records),
  visited: visited(place, records),
});

/** What the member's campaign is read from: the campaigns, the check-ins, the member's points. */
export interface MemberCampaignRepositories {
  campaigns: CampaignRepository;
  checkIns: CheckInRepository;
  members: MemberRepository;
}

/**
 * The collection campaign in the member area (docs/campaigns.md): the running campaign with the
 * member's standing at each place, and a check-in, which adds a key (and, at the last place not
 * yet visited, the campaign's coin) to the member's points in the check-in's own transaction.
 * Registered inside signedInRoutes (member-guard.ts).
 */
export function memberCampaignRoutes(
  app: FastifyInstance,
  deps: MemberCallDependencies,
  reads: MemberCampaignRepositories,
): void {
  const { limits } = deps;

  lookupRoute(
    app,
    deps,
    {
      name: 'memberCampaign',
      input: memberCampaignRequestSchema,
      answer: MEMBER_ANSWERS.memberCampaign.POST,
      limit: limits.read,
    },
    async (_input, { request, lang, now }): Promise<MemberCampaign> => {
      const { memberId } = memberTokenOf(request);
      const { campaigns, checkIns, members } = reads;
      const running = await campaigns.runningOn(taipeiDate(now));
      if (!running) return null;
      const records = await checkIns.records(memberId, running.id);
      const member = await members.byId(memberId);
      return {
        id: running.id,
        title: await campaigns.title(running.id, lang),
        startsOn: running.startsOn,
        endsOn: running.endsOn,
        places: (await campaigns.placesFound(running.id, lang)).map((place) =>
          placeView(place, now, records),
        ),
        coinEarned: await checkIns.hasCoin(memberId, running.id),
        points: member?.points ?? { key: 0, coin: 0 },
      };
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'campaignCheckIn',
      input: campaignCheckInRequestSchema,
      answer: MEMBER_ANSWERS.campaignCheckIn.POST,
      limit: limits.checkIn,
    },
    async (input, { now, lang, commit }) => {
      // The places are named and placed from the content, read before the write's transaction
      // (docs/operations.md, Written data in PostgreSQL).
      const day = taipeiDate(now);
      const before = await reads.campaigns.runningOn(day);
      const places =
        before?.id === input.campaignId ? await reads.campaigns.placesFound(before.id, lang) : [];
      return commit(async (trx) => {
        const { memberId } = await memberInWrite(trx, input.token, now);
        const running = await campaignRepository(trx, deps.content).runningOn(day);
        if (running?.id !== input.campaignId || before?.id !== running.id) {
          throw new WriteRefusal(404, NO_SUCH_CAMPAIGN);
        }
        const place = places.find(
          (candidate) => candidate.kind === input.kind && candidate.id === input.placeId,
        );
        if (!place) throw new WriteRefusal(404, NO_SUCH_PLACE);
        const checkIns = checkInRepository(trx);
        const earlier = await checkIns.records(memberId, running.id);
        const verdict = checkInVerdict(place, input, now, earlier);
        if (!verdict.ok && verdict.reason === 'too-far') {
          throw new WriteRefusal(422, tooFar(verdict.metres, place.name), undefined, {
            metres: verdict.metres,
          });
        }
        if (!verdict.ok) throw new WriteRefusal(409, ALREADY_TODAY);
        await checkIns.add(memberId, running.id, place, now);
        const records = [...earlier, { kind: place.kind, id: place.id, at: now }];
        const coinEarned = earnsCoin(places, records, await checkIns.hasCoin(memberId, running.id));
        if (coinEarned) await checkIns.giveCoin(memberId, running.id, now);
        const points = await checkIns.addPoints(memberId, { key: 1, coin: coinEarned ? 1 : 0 });
        return { status: 201, data: { points, place: placeView(place, now, records), coinEarned } };
      });
    },
  );
}
