import type { ContentLang } from '@ecg/domain/rules/language';
import { UpstreamError } from '../upstream-fetch';
import type { CwaWarning } from './warning';
import {
  areasIn,
  inEachLang,
  isRecord,
  listOf,
  normalizeName,
  OUR_COUNTIES,
  taipeiText,
  textOf,
  warningId,
  wordIn,
} from './warning-words';

/** One hazard in force in one of our counties (W-C0033-001). */
export interface CountyHazard {
  county: string;
  phenomena: string;
  significance: string;
  startTime: string;
  endTime: string;
}

/** One warning document (W-C0033-002): its words as issued and the counties it names. */
export interface HazardDocument {
  hazards: { phenomena: string; significance: string; counties: string[] }[];
  issuedAt: string | undefined;
  text: string;
}

const isOurs = (county: string) => (OUR_COUNTIES as readonly string[]).includes(county);

/** Heavy rain of these grades calls for action (docs/live-data.md, Warnings). */
const ACTION_RAIN = new Set(['豪雨', '大豪雨', '超大豪雨']);
/** The typhoon is read from its own warning (W-C0034-001), which names its areas. */
const READ_ELSEWHERE = new Set(['颱風']);

/**
 * W-C0033-001, `records.location[]{locationName, hazardConditions.hazards[]{info{phenomena,
 * significance}, validTime{startTime, endTime}}}`: the hazards of Hualien and Taitung.
 */
export function readCountyHazards(payload: unknown): CountyHazard[] {
  if (!isRecord(payload) || !Array.isArray(payload.location)) {
    throw new UpstreamError('CWA W-C0033-001: the answer has no location list');
  }
  return payload.location.filter(isRecord).flatMap((location) => {
    const county = normalizeName(textOf(location.locationName));
    if (!isOurs(county)) return [];
    const conditions = isRecord(location.hazardConditions) ? location.hazardConditions : {};
    return listOf(conditions.hazards)
      .filter(isRecord)
      .flatMap((hazard) => {
        const info = isRecord(hazard.info) ? hazard.info : {};
        const valid = isRecord(hazard.validTime) ? hazard.validTime : {};
        const phenomena = textOf(info.phenomena);
        const startTime = taipeiText(valid.startTime);
        const endTime = taipeiText(valid.endTime);
        if (!phenomena || !startTime || !endTime || READ_ELSEWHERE.has(phenomena)) return [];
        return [{ county, phenomena, significance: textOf(info.significance), startTime, endTime }];
      });
  });
}

/**
 * W-C0033-002, `records.record[]{datasetInfo{issueTime}, contents.content.contentText,
 * hazardConditions.hazards.hazard[]{info{phenomena, significance, affectedAreas.location[]}}}`.
 */
export function readHazardDocuments(payload: unknown): HazardDocument[] {
  if (!isRecord(payload) || !Array.isArray(payload.record)) {
    throw new UpstreamError('CWA W-C0033-002: the answer has no record list');
  }
  return payload.record.filter(isRecord).map((record) => {
    const info = isRecord(record.datasetInfo) ? record.datasetInfo : {};
    const contents = isRecord(record.contents) ? record.contents : {};
    const content = isRecord(contents.content) ? contents.content : {};
    const conditions = isRecord(record.hazardConditions) ? record.hazardConditions : {};
    const hazards = isRecord(conditions.hazards) ? conditions.hazards.hazard : undefined;
    return {
      issuedAt: taipeiText(info.issueTime),
      text: textOf(content.contentText),
      hazards: listOf(hazards)
        .filter(isRecord)
        .map((hazard) => {
          const hazardInfo = isRecord(hazard.info) ? hazard.info : {};
          const areas = isRecord(hazardInfo.affectedAreas) ? hazardInfo.affectedAreas : {};
          return {
            phenomena: textOf(hazardInfo.phenomena),
            significance: textOf(hazardInfo.significance),
            counties: listOf(areas.location)
              .filter(isRecord)
              .map((area) => normalizeName(textOf(area.locationName))),
          };
        }),
    };
  });
}

/** The document that words a hazard for one of its counties, if CWA published one. */
function documentOf(hazard: CountyHazard, counties: string[], documents: HazardDocument[]) {
  return documents.find((document) =>
    document.hazards.some(
      (named) =>
        named.phenomena === hazard.phenomena &&
        named.significance === hazard.significance &&
        named.counties.some((county) => counties.includes(county)),
    ),
  );
}

/**
 * One warning per hazard and validity, naming every county of ours it covers; its zh-tw
 * words are the document's as issued, the others our fixed template.
 */
export function weatherWarnings(
  hazards: CountyHazard[],
  documents: HazardDocument[],
): CwaWarning[] {
  const groups = new Map<string, CountyHazard[]>();
  for (const hazard of hazards) {
    const key = [hazard.phenomena, hazard.significance, hazard.startTime, hazard.endTime].join('|');
    groups.set(key, [...(groups.get(key) ?? []), hazard]);
  }
  return [...groups.entries()].map(([key, group]) => {
    const [first] = group as [CountyHazard];
    const counties = [...new Set(group.map((hazard) => hazard.county))];
    const document = documentOf(first, counties, documents);
    const name = (lang: ContentLang) =>
      [wordIn(lang, first.phenomena), wordIn(lang, first.significance)].join(
        lang === 'en' ? ' ' : '',
      );
    return {
      id: warningId('weather', key),
      kind: 'weather',
      title: inEachLang(
        (lang) => `${name(lang)}${lang === 'en' ? ': ' : '：'}${areasIn(lang, counties)}`,
      ),
      description: inEachLang((lang) =>
        lang === 'zh-tw' && document?.text
          ? document.text
          : descriptionIn(lang, name(lang), counties),
      ),
      issuedAt: document?.issuedAt ?? first.startTime,
      expiresAt: first.endTime,
      counties,
      action: ACTION_RAIN.has(first.phenomena),
      atSea: first.phenomena === '海上強風',
    };
  });
}

function descriptionIn(lang: ContentLang, name: string, counties: string[]): string {
  const areas = areasIn(lang, counties);
  if (lang === 'en') return `${name} for ${areas}, issued by the Central Weather Administration.`;
  if (lang === 'ja') return `中央気象署は${areas}に${name}を発表しました。`;
  return `中央氣象署對${areas}發布${name}。`;
}
