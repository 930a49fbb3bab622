import { API_ANSWERS } from '@ecg/domain/api-answers';
import { repairLookupSchema, type RepairResult, type RepairTrack } from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { repairResult, repairTrack } from './repair-presenter';
import type { RepairTrackingRepository } from '../../store/repairs/repair-tracking-repository';
import { lookupRoute } from '../writes/lookup-route';
import { WriteRefusal, type WriteDependencies } from '../writes/write-route';

/**
 * A report followed by its number and secret (requirements §7 track-fault-repair,
 * fault-repair-result), through the look-up every form's tracking takes (lookup-route.ts). An
 * unknown number and a wrong secret answer alike, so the answer says nothing of which numbers
 * exist.
 */
export function repairTrackingRoutes(
  app: FastifyInstance,
  deps: WriteDependencies,
  tracking: RepairTrackingRepository,
): void {
  const lookUp = async ({ number, secret }: { number: string; secret: string }) => {
    const tracked = await tracking.lookUp(number, secret);
    if (tracked) return tracked;
    throw new WriteRefusal(404, 'body.secret: no report has this number and secret', [
      { field: 'secret', rule: 'wrongSecret' },
    ]);
  };
  lookupRoute(
    app,
    deps,
    {
      name: 'trackFaultRepair',
      input: repairLookupSchema,
      answer: API_ANSWERS.trackFaultRepair.POST,
    },
    async (lookup, { lang }): Promise<RepairTrack> => repairTrack(await lookUp(lookup), lang),
  );
  lookupRoute(
    app,
    deps,
    {
      name: 'faultRepairResult',
      input: repairLookupSchema,
      answer: API_ANSWERS.faultRepairResult.POST,
    },
    async (lookup, { lang }): Promise<RepairResult> => repairResult(await lookUp(lookup), lang),
  );
}
