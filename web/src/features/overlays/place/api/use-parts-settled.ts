import { useState } from 'react';
import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { categoriesQuery } from '@/lib/api/categories';
import { facilityKindsQuery } from '@/lib/api/facility-kinds';
import { noticesQuery } from '@/widgets/notices/get-notices';
import type { PlaceKind } from './get-place';

/**
 * Whether the calls that fill a place's first screen beside its record have settled: the
 * category names (the chips under the title), the notices (an attraction's announcements) and
 * the facility kinds held (its nearby buttons, zh-tw only). Asked with the record rather than
 * after it, and the page shown once they have answered or failed, so that no part arriving
 * later pushes the page down (docs/performance.md, Lighthouse, layout shift and the returning
 * visitor). Once settled, it stays so: a part asked again later never hides the page.
 */
export function usePartsSettled(kind: PlaceKind, lang: ContentLang): boolean {
  const attraction = kind === 'attraction';
  const categories = useQuery(categoriesQuery('attraction', lang));
  const notices = useQuery({ ...noticesQuery(lang), enabled: attraction });
  const facilityKinds = useQuery({
    ...facilityKindsQuery(lang),
    enabled: attraction && lang === 'zh-tw',
  });
  const [settledOnce, setSettledOnce] = useState(false);
  // Still coming: no answer yet and a call under way (a query not enabled asks nothing).
  const settled =
    settledOnce ||
    ![categories, notices, facilityKinds].some((query) => query.isPending && query.isFetching);
  if (settled && !settledOnce) setSettledOnce(true);
  return settled;
}
