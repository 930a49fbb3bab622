import type { TFunction } from '@/lib/i18n';
import type { WindDirection } from '@ecg/domain/rules/wind';

/**
 * A wind direction in the reader's words (requirements §3: 16 compass names and the prevailing
 * forms): 東北風 / "Wind from the northeast", 偏北風 / "Wind mostly from the north".
 */
export function windWords(t: TFunction, direction: WindDirection): string {
  const point = t(`conditions.wind.point.${direction.point}`);
  return t(direction.prevailing ? 'conditions.wind.prevailing' : 'conditions.wind.exact', {
    point,
  });
}
