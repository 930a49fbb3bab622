import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { repairReportInputSchema, type RepairReportInput } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import { REPAIR_BODY_LIMIT_BYTES } from '@ecg/domain/rules/repair-reports';
import type { FastifyInstance } from 'fastify';
import { keptPhotoOf, type KeptPhoto } from '../../content/visitor-photos';
import { repairInformation } from './repair-presenter';
import {
  repairReportRepository,
  type RepairReportRepository,
  type RepairSubmission,
} from '../../store/repairs/repair-report-repository';
import { langParams } from '../core/lang';
import { WriteRefusal, writeRoute, type WriteDependencies } from '../writes/write-route';

const duplicateOf = (number: string) =>
  new WriteRefusal(
    409,
    `body.place: ${number}, a report of this kind within 50 m, is still open today: add yours to it`,
    [{ field: 'place', rule: 'duplicate' }],
    { duplicateOf: number },
  );

/** Each photo read, turned upright, resized and stripped before the write begins (slow work). */
async function keptPhotos(photos: readonly string[]): Promise<KeptPhoto[]> {
  const kept: KeptPhoto[] = [];
  for (const [index, photo] of photos.entries()) {
    const made = await keptPhotoOf(photo);
    if (!made) {
      throw new WriteRefusal(
        400,
        `body.photos.${index}: photos.${index} is not a JPEG, PNG or WebP picture`,
        [{ field: `photos.${index}`, rule: 'image' }],
      );
    }
    kept.push(made);
  }
  return kept;
}

const submissionOf = (
  input: RepairReportInput,
  photos: KeptPhoto[],
  lang: ContentLang,
  now: number,
) =>
  ({
    category: input.category,
    place: input.place,
    description: input.description,
    contact: input.contact,
    photos,
    lang,
    now,
  }) satisfies RepairSubmission;

/**
 * Repair reports (requirements §7): the categories (fault-repair-information), the report
 * (fault-repair) with its photos, and its tracking by number and secret.
 */
export function repairRoutes(
  app: FastifyInstance,
  deps: WriteDependencies,
  reports: RepairReportRepository,
): void {
  app.get(
    apiRoute('faultRepairInformation'),
    {
      config: { cachePolicy: 'live' },
      schema: { params: langParams, response: { 200: API_ANSWERS.faultRepairInformation.GET } },
    },
    async (request) => ({
      success: true,
      data: repairInformation((request.params as { lang: ContentLang }).lang),
    }),
  );

  writeRoute(
    app,
    deps,
    {
      name: 'faultRepair',
      input: repairReportInputSchema,
      answer: API_ANSWERS.faultRepair.POST,
      bodyLimit: REPAIR_BODY_LIMIT_BYTES,
    },
    async (input, { lang, now, commit }) => {
      const spot = { category: input.category, place: input.place, now };
      // Asked first outside the write when photos come with it, so a duplicate costs no photo
      // work; always asked inside it, holding the spot, so the answer holds until the commit.
      if (!input.addTo && input.photos.length > 0) {
        const known = await reports.findDuplicate(spot);
        if (known) throw duplicateOf(known);
      }
      const submission = submissionOf(input, await keptPhotos(input.photos), lang, now);
      return commit(async (trx) => {
        const inWrite = repairReportRepository(trx);
        let given;
        if (input.addTo) {
          given = await inWrite.addTo(input.addTo, submission);
          if (given === 'unknown') {
            throw new WriteRefusal(404, 'body.addTo: no report has this number', [
              { field: 'addTo', rule: 'invalid' },
            ]);
          }
          if (given === 'closed') {
            throw new WriteRefusal(409, 'body.addTo: this report is closed', [
              { field: 'addTo', rule: 'closed' },
            ]);
          }
        } else {
          await inWrite.holdSpot(spot);
          const duplicate = await inWrite.findDuplicate(spot);
          if (duplicate) throw duplicateOf(duplicate);
          given = await inWrite.create(submission);
        }
        return { status: 201, data: { ...given, createdAt: formatTaipei(now) } };
      });
    },
  );
}
