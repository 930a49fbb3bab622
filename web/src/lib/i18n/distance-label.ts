import { formatDistance } from '@ecg/domain/rules/distance';
import type { TFunction } from './translator';

/** A distance as requirements §5 writes it (metres rounded down under 1 km), in the visitor's language. */
export function distanceLabel(t: TFunction, km: number): string {
  const { value, unit } = formatDistance(km);
  return unit === 'm'
    ? t('search.distanceM', { value })
    : t('search.distanceKm', { value: value.toFixed(1) });
}
