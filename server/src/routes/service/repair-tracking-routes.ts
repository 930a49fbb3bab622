import { apiRoute, type ApiPathName } from '@ecg/domain/api-paths';
import { repairLookupSchema, type RepairResult, type RepairTrack } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_WRITE_LIMIT } from '../../plugins/write-limits';
import { repairResult, repairTrack } from '../../presenters/repair';
import { lookUpRepair, type TrackedRepair } from '../../store/repair-tracking-repository';
import { langParams } from '../content/lang';
import { contractRefusal, type WriteDependencies } from './write-route';

const LOOKUPS: [
  ApiPathName,
  (tracked: TrackedRepair, lang: ContentLang) => RepairTrack | RepairResult,
][] = [
  ['trackFaultRepair', repairTrack],
  ['faultRepairResult', repairResult],
];

/**
 * A report followed by its number and secret (requirements §7 track-fault-repair,
 * fault-repair-result): POST, so neither is in an address; kept by no cache; limited per client
 * as writes are, so secrets cannot be guessed at speed. An unknown number and a wrong secret
 * answer alike, so the answer says nothing of which numbers exist.
 */
export function repairTrackingRoutes(app: FastifyInstance, deps: WriteDependencies): void {
  const limit = deps.limit ?? DEFAULT_WRITE_LIMIT;
  for (const [name, present] of LOOKUPS) {
    app.post(
      apiRoute(name),
      {
        config: {
          cachePolicy: 'visitor',
          rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs },
        },
        schema: { params: langParams },
      },
      async (request, reply) => {
        const { lang } = request.params as { lang: ContentLang };
        const parsed = repairLookupSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          return reply
            .code(400)
            .send({ success: false, ...contractRefusal(parsed.error, request.body) });
        }
        const tracked = await lookUpRepair(deps.store, parsed.data.number, parsed.data.secret);
        if (!tracked) {
          return reply.code(404).send({
            success: false,
            message: 'body.secret: no report has this number and secret',
            issues: [{ field: 'secret', rule: 'wrongSecret' }],
          });
        }
        return { success: true, data: present(tracked, lang) };
      },
    );
  }
}
