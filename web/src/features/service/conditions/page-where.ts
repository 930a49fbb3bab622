import type { ConditionsWhere } from '../../../components/weather/get-conditions';
import { useLocationState } from '../../../lib/location/location-context';

/**
 * Where a weather or tides page answers for: the chosen township, else the visitor's position,
 * else the default position near the visitor centre (requirements §6, §9), which the page says.
 */
export function usePageWhere(zipcode: number | undefined): {
  where: ConditionsWhere;
  isDefault: boolean;
} {
  const location = useLocationState();
  if (zipcode !== undefined) return { where: { zipcode }, isDefault: false };
  return {
    where: location.position,
    isDefault: location.status === 'denied' || location.status === 'unavailable',
  };
}
