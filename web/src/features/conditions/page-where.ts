import type { ConditionsWhere } from '@/widgets/weather/get-conditions';
import { useVisitorWhere } from '@/widgets/weather/visitor-where';

/** Where a weather or tides page answers for: the chosen township, else where the visitor is. */
export function usePageWhere(zipcode: number | undefined): {
  where: ConditionsWhere;
  isDefault: boolean;
} {
  const visitor = useVisitorWhere();
  return zipcode === undefined ? visitor : { where: { zipcode }, isDefault: false };
}
