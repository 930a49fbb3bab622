import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { PositionFix, SosTownship } from '@ecg/domain/rules/sos-message';
import { townshipAt, type TownshipAtPoint } from '@ecg/domain/rules/township';
import { basemapQuery } from '@/lib/api/basemap';
import { BACKGROUND_QUERY } from '@/lib/query-client';

export type SosTownshipState =
  | { status: 'looking' }
  /** The point lies in no township of Hualien or Taitung, or the shapes could not come. */
  | { status: 'none' | 'failed' }
  /** `code`: the township's MOI code, which says whether it is an island (sos-advice.ts). */
  | { status: 'found'; township: SosTownship; code: string };

/** "臺東縣成功鎮": how a township is written in Chinese, the county first. */
const chineseOf = (place: TownshipAtPoint) => `${place.county ?? ''}${place.township}`;

/**
 * The township of a position, found on the phone in the shapes of our basemap (the map's, so
 * often already kept): nothing about the position leaves the phone. Outside zh-tw the
 * township is also named in Chinese, as a dispatcher in Taiwan reads it.
 */
export function useSosTownship(fix: PositionFix | undefined, lang: ContentLang): SosTownshipState {
  const { t } = useTranslation();
  const wanted = fix !== undefined;
  const local = useQuery({ ...basemapQuery(lang), enabled: wanted, meta: BACKGROUND_QUERY });
  const chinese = useQuery({
    ...basemapQuery('zh-tw'),
    enabled: wanted && lang !== 'zh-tw',
    meta: BACKGROUND_QUERY,
  });
  if (!fix) return { status: 'none' };
  if (local.isError) return { status: 'failed' };
  if (!local.data) return { status: 'looking' };
  const place = townshipAt(fix, local.data.features);
  if (!place) return { status: 'none' };
  const name = place.county
    ? t('serviceHub.sos.townshipInCounty', { township: place.township, county: place.county })
    : place.township;
  const inChinese =
    lang === 'zh-tw' ? place : chinese.data ? townshipAt(fix, chinese.data.features) : undefined;
  return {
    status: 'found',
    code: place.code,
    township: inChinese ? { name, chinese: chineseOf(inChinese) } : { name },
  };
}
