import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import { UpstreamError } from '../upstream-fetch';
import type { CwaWarning } from './warning';
import {
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
 * A felt earthquake stays among the notices for a day after it struck: long enough for a
 * visitor to hear of road and trail checks and aftershocks, short enough not to linger.
 */
export const EARTHQUAKE_NOTICE_MS = 24 * 60 * 60 * 1000;

/** From intensity 4 (CWA's scale) things fall and people are frightened: act on it. */
const ACTION_INTENSITY = 4;

/** CWA's intensities: `4級`, `5弱`, `5強` … as a number to compare (5弱 4.5 below 5強 5). */
function intensityRank(text: string): number {
  const match = /^(\d)(級|弱|強)?/.exec(text);
  if (!match) return 0;
  return Number(match[1]) + (match[2] === '弱' ? -0.5 : 0);
}

/** An intensity as each language writes it: 4級, 5 lower, 5弱 (Japan's own scale words). */
function intensityIn(lang: ContentLang, text: string): string {
  if (lang !== 'en') return lang === 'ja' ? text.replace('級', '') : text;
  const match = /^(\d)(級|弱|強)?/.exec(text);
  if (!match) return text;
  return `${match[1]}${match[2] === '弱' ? ' lower' : match[2] === '強' ? ' upper' : ''}`;
}

/** The strongest intensity the report gives in each of our counties. */
function ourIntensities(report: Record<string, unknown>): Map<string, string> {
  const found = new Map<string, string>();
  const intensity = isRecord(report.Intensity) ? report.Intensity : {};
  for (const area of listOf(intensity.ShakingArea).filter(isRecord)) {
    const level = textOf(area.AreaIntensity);
    for (const county of textOf(area.CountyName).split('、').map(normalizeName)) {
      if (!(OUR_COUNTIES as readonly string[]).includes(county)) continue;
      if (intensityRank(level) > intensityRank(found.get(county) ?? '')) found.set(county, level);
    }
  }
  return found;
}

/**
 * E-A0015-001 (felt earthquakes) and E-A0016-001 (small local ones), `records.Earthquake[]
 * {EarthquakeNo, ReportContent, EarthquakeInfo{OriginTime, EarthquakeMagnitude{MagnitudeValue}},
 * Intensity.ShakingArea[]{CountyName, AreaIntensity}}`: those felt in Hualien or Taitung.
 */
export function readEarthquakeWarnings(payload: unknown): CwaWarning[] {
  if (!isRecord(payload) || !('Earthquake' in payload)) {
    throw new UpstreamError('CWA earthquake report: the answer has no Earthquake list');
  }
  return listOf(payload.Earthquake)
    .filter(isRecord)
    .flatMap((report): CwaWarning[] => {
      const info = isRecord(report.EarthquakeInfo) ? report.EarthquakeInfo : {};
      const magnitude = isRecord(info.EarthquakeMagnitude) ? info.EarthquakeMagnitude : {};
      const issuedAt = taipeiText(info.OriginTime);
      const intensities = ourIntensities(report);
      if (!issuedAt || intensities.size === 0) return [];
      const [county, level] = [...intensities].sort(
        ([, a], [, b]) => intensityRank(b) - intensityRank(a),
      )[0] as [string, string];
      const size = String(magnitude.MagnitudeValue ?? '');
      // The report opens with its date and time (`11/21-03:12`), which the notice shows itself.
      const reported = textOf(report.ReportContent).replace(/^\d{1,2}\/\d{1,2}-\d{1,2}:\d{2}/, '');
      return [
        {
          id: warningId('earthquake', String(report.EarthquakeNo ?? ''), issuedAt),
          kind: 'earthquake',
          title: inEachLang((lang) =>
            titleIn(lang, wordIn(lang, county), intensityIn(lang, level)),
          ),
          description: inEachLang((lang) =>
            lang === 'zh-tw' && reported
              ? reported
              : descriptionIn(lang, size, wordIn(lang, county), intensityIn(lang, level)),
          ),
          issuedAt,
          expiresAt: formatTaipei(parseTaipei(issuedAt) + EARTHQUAKE_NOTICE_MS),
          counties: [...intensities.keys()],
          action: intensityRank(level) >= ACTION_INTENSITY,
          atSea: false,
        },
      ];
    });
}

function titleIn(lang: ContentLang, county: string, level: string): string {
  if (lang === 'en') return `Earthquake: intensity ${level} in ${county}`;
  if (lang === 'ja') return `地震：${county}で最大震度${level}`;
  return `地震：${county}最大震度${level}`;
}

function descriptionIn(lang: ContentLang, size: string, county: string, level: string): string {
  if (lang === 'en') {
    return `An earthquake of magnitude ${size} was felt up to intensity ${level} in ${county} (Central Weather Administration report).`;
  }
  if (lang === 'ja')
    return `マグニチュード${size}の地震があり、${county}で最大震度${level}を観測しました（中央気象署の地震情報）。`;
  return `規模${size}地震，${county}最大震度${level}（中央氣象署地震報告）。`;
}
