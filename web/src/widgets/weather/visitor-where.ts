import { useLocationState } from '@/lib/location/location-context';
import type { ConditionsWhere } from './get-conditions';

/**
 * Where the conditions "here" answer for: the visitor's position, else the default position near
 * the visitor centre (requirements §9), which the screen then says (`isDefault`).
 */
export function useVisitorWhere(): { where: ConditionsWhere; isDefault: boolean } {
  const location = useLocationState();
  return {
    where: location.position,
    isDefault: location.status === 'denied' || location.status === 'unavailable',
  };
}
