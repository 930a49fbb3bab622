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

/**
 * The areas of a typhoon warning that are ours, and the counties they belong to. CWA names
 * counties, islands and its typhoon sea areas; its warnings write the south-eastern sea
 * "臺灣東南部海面(含蘭嶼、綠島)", so that sea is Taitung's, and the north-eastern sea runs along
 * Yilan and Hualien.
 */
const AREA_COUNTIES: Record<string, string[]> = {
  綠島: ['臺東縣'],
  蘭嶼: ['臺東縣'],
  蘭嶼綠島: ['臺東縣'],
  臺灣東南部海面: ['臺東縣'],
  臺灣東北部海面: ['花蓮縣'],
};

function countiesOfArea(area: string): string[] {
  const county = OUR_COUNTIES.find((name) => area.startsWith(name));
  return county ? [county] : (AREA_COUNTIES[area] ?? []);
}

const sectionsOf = (value: unknown) => listOf(value).filter(isRecord);
const sectionValue = (sections: Record<string, unknown>[], title: string) =>
  textOf(sections.find((section) => section.title === title)?.value);

/** The typhoon's names and number, from the warning's `typhoon-info`. */
function typhoonOf(description: Record<string, unknown>) {
  const [info] = listOf(description['typhoon-info']).filter(isRecord);
  const sections = sectionsOf(info?.section);
  return {
    number: sectionValue(sections, '颱風編號'),
    ended: sectionValue(sections, '警報類別').toUpperCase() === 'END',
    name: textOf(info?.cwa_typhoon_name),
    internationalName: textOf(info?.typhoon_name),
  };
}

/**
 * W-C0034-001 (CWA's typhoon warning, in CAP): `records.info[]{headline (海上颱風警報,
 * 海上陸上颱風警報, 解除颱風警報), effective, expires, description{section[]{title, value},
 * typhoon-info[]{section[], typhoon_name, cwa_typhoon_name}}, area[]{areaDesc}}`. A warning
 * in force whose areas are ours; a lifted one (解除) is none.
 */
export function readTyphoonWarnings(payload: unknown): CwaWarning[] {
  if (!isRecord(payload) || !('info' in payload)) {
    throw new UpstreamError('CWA W-C0034-001: the answer has no info');
  }
  return listOf(payload.info)
    .filter(isRecord)
    .flatMap((info): CwaWarning[] => {
      const headline = normalizeName(textOf(info.headline));
      const description = isRecord(info.description) ? info.description : {};
      const typhoon = typhoonOf(description);
      const issuedAt = taipeiText(info.effective);
      if (!headline.includes('颱風警報') || headline.includes('解除') || typhoon.ended) return [];
      if (!issuedAt) return [];
      const areas = listOf(info.area)
        .filter(isRecord)
        .map((area) => normalizeName(textOf(area.areaDesc)))
        .filter((area) => countiesOfArea(area).length > 0);
      if (areas.length === 0) return [];
      const counties = OUR_COUNTIES.filter((county) =>
        areas.some((area) => countiesOfArea(area).includes(county)),
      );
      const sections = sectionsOf(description.section);
      const name = (lang: ContentLang) =>
        lang === 'zh-tw' ? typhoon.name : typhoon.internationalName || typhoon.name;
      const title = (lang: ContentLang) =>
        lang === 'en'
          ? `${wordIn(lang, headline)} (${name(lang)})`
          : `${wordIn(lang, headline)}（${name(lang)}）`;
      const expiresAt = taipeiText(info.expires);
      return [
        {
          // A sea warning that becomes a sea-and-land one calls for action anew: a new id.
          id: warningId('typhoon', issuedAt.slice(0, 4), typhoon.number || name('en'), headline),
          kind: 'typhoon',
          title: inEachLang(title),
          description: inEachLang((lang) =>
            lang === 'zh-tw'
              ? sectionValue(sections, '警戒區域及事項') || title(lang)
              : templateIn(lang, wordIn(lang, headline), name(lang), areas),
          ),
          issuedAt,
          ...(expiresAt ? { expiresAt } : {}),
          counties,
          action: true,
          atSea: headline.includes('海上'),
        },
      ];
    });
}

function templateIn(lang: ContentLang, kind: string, name: string, areas: string[]): string {
  if (lang === 'en') {
    return `${kind} for Typhoon ${name}, issued by the Central Weather Administration. Areas under warning: ${areasIn(lang, areas)}.`;
  }
  return `中央気象署は台風${name}の${kind}を発表しました。警戒区域：${areasIn(lang, areas)}。`;
}
