import { useLocation } from '@/lib/router';
import { overlayOfSearch, overlayQuery } from '@ecg/domain/routes';
import { DetailQuery } from '../DetailQuery';
import type { OverlayContentProps } from '../overlay-contents';
import { usePlace, type PlaceKind } from './api/get-place';
import { usePartsSettled } from './api/use-parts-settled';
import { PlaceDetail } from './PlaceDetail';

const isPlaceKind = (kind: string): kind is PlaceKind =>
  kind === 'attraction' || kind === 'shop' || kind === 'accommodation';

/** Whether the address still opens this overlay (it stays mounted while sliding out). */
function useStillShown(key: string): boolean {
  const { pathname, search } = useLocation();
  const current = overlayOfSearch(new URLSearchParams(search), pathname);
  return current !== undefined && overlayQuery(current) === key;
}

/** The attraction, shop and accommodation overlays (requirements §2): one page for the three kinds. */
export default function PlaceOverlay({ overlay, lang }: OverlayContentProps) {
  const kind: PlaceKind = isPlaceKind(overlay.kind) ? overlay.kind : 'attraction';
  const id = 'id' in overlay ? overlay.id : '';
  const query = usePlace(kind, lang, id);
  const partsSettled = usePartsSettled(kind, lang);
  const active = useStillShown(overlayQuery(overlay));
  return (
    <DetailQuery query={query} waiting={!partsSettled}>
      {(place) => <PlaceDetail kind={kind} place={place} lang={lang} active={active} />}
    </DetailQuery>
  );
}
