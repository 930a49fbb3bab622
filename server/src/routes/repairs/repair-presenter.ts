import type { RepairInformation, RepairResult, RepairTrack } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  REPAIR_CATEGORIES,
  REPAIR_CATEGORY_TEXTS,
  REPAIR_DESCRIPTION_MAX,
  REPAIR_DESCRIPTION_MIN,
  REPAIR_PHOTOS_MAX,
  REPAIR_PHOTO_MAX_BYTES,
} from '@ecg/domain/rules/repair-reports';
import type { TrackedRepair } from '../../store/repairs/repair-tracking-repository';

/** fault-repair-information: the categories in the language asked, and the form's limits. */
export const repairInformation = (lang: ContentLang): RepairInformation => ({
  categories: REPAIR_CATEGORIES.map((code) => ({ code, ...REPAIR_CATEGORY_TEXTS[code][lang] })),
  photosMax: REPAIR_PHOTOS_MAX,
  photoMaxBytes: REPAIR_PHOTO_MAX_BYTES,
  descriptionMin: REPAIR_DESCRIPTION_MIN,
  descriptionMax: REPAIR_DESCRIPTION_MAX,
});

/** track-fault-repair: the report's status and when it reached each, Taipei time. */
export function repairTrack(tracked: TrackedRepair, lang: ContentLang): RepairTrack {
  const { report, changes } = tracked;
  const last = changes.at(-1);
  return {
    number: tracked.number,
    report: report.number,
    category: { code: report.category, name: REPAIR_CATEGORY_TEXTS[report.category][lang].name },
    status: report.status,
    requestedAt: formatTaipei(report.createdAt),
    updatedAt: formatTaipei(last?.at ?? report.createdAt),
    statusTimes: changes.map(({ status, at }) => ({ status, at: formatTaipei(at) })),
  };
}

/** fault-repair-result: the same, with the staff's notes, the place and the final result. */
export function repairResult(tracked: TrackedRepair, lang: ContentLang): RepairResult {
  const { report, changes } = tracked;
  const history = changes.map(({ status, at, note }) => ({
    status,
    at: formatTaipei(at),
    ...(note ? { note } : {}),
  }));
  const last = history.at(-1);
  return {
    ...repairTrack(tracked, lang),
    place: {
      ...(report.lat !== null && report.lng !== null ? { lat: report.lat, lng: report.lng } : {}),
      ...(report.placeName ? { name: report.placeName } : {}),
    },
    history,
    ...(report.status === 'closed' && last ? { result: last } : {}),
    othersReported: tracked.othersReported,
  };
}
