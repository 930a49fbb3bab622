import { cleanText } from '../../content/text';
import { blankPlace, type ImportedPlace } from '../types';
import { phoneOf } from './common';

/**
 * The Forestry Bureau's national trail list. A trail becomes an attraction at its first
 * entrance with coordinates; its facts (length, altitude, time, season, permit, features)
 * are kept as lines of its description, since our attraction has no fields of its own for them.
 */
interface TrailEntrance {
  lat?: number | null;
  lon?: number | null;
  memo?: string;
}

export function forestryTrails(
  dataset: string,
  records: Record<string, unknown>[],
): ImportedPlace[] {
  return records.flatMap((record) => {
    const entrance = (record.TR_ENTRANCE as TrailEntrance[] | undefined)?.find(
      (point) => typeof point.lat === 'number' && typeof point.lon === 'number',
    );
    if (!entrance) return [];
    const name = cleanText(record.TR_CNAME);
    const altitude = [cleanText(record.TR_ALT_LOW), cleanText(record.TR_ALT)].filter(
      (a) => a !== '',
    );
    const facts = [
      ['步道長度', cleanText(record.TR_LENGTH)],
      ['海拔', altitude.length ? `${altitude.join('–')} 公尺` : ''],
      ['路面', cleanText(record.TR_PAVE)],
      ['所需時間', cleanText(record.TR_TOUR)],
      ['最佳季節', cleanText(record.TR_BEST_SEASON)],
      ['入山申請', cleanText(record.TR_permit)],
      ['登山口', cleanText(entrance.memo)],
      // The trail's features and when (5～6月玉山杜鵑): facts of this trail, not filter tags.
      ['特色', cleanText(record.TR_SPECIAL)],
    ].filter(([, value]) => value !== '');
    return [
      {
        ...blankPlace('attraction', { dataset, id: `TRAIL_${cleanText(record.TRAILID)}` }),
        name,
        description: [
          cleanText(record.GUIDE_CONTENT),
          ...facts.map(([label, value]) => `${label}：${value}`),
        ]
          .filter((line) => line !== '')
          .join('\n'),
        lat: entrance.lat as number,
        lng: entrance.lon as number,
        address: cleanText(record.TR_POSITION),
        tel: phoneOf(record.TR_ADMIN_PHONE),
        website: cleanText(record.URL),
        classes: ['步道'],
      },
    ];
  });
}
