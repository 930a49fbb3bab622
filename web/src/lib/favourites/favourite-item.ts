import type { FavouriteKind } from '@ecg/domain/contracts/favourite-kinds';
import { parseLatLng } from '@ecg/domain/rules/distance';
import type { FavouriteItem } from '@ecg/domain/rules/favourites';

/**
 * What an overlay's favourite toggle keeps of its item (contracts/favourites.ts): its kind, id
 * and title as shown, and its position where the record has a readable one, for the GPX and
 * KML files of "My Favorites".
 */
export function favouriteItem(
  kind: FavouriteKind,
  id: number,
  title: string,
  latlng?: string | null,
): FavouriteItem {
  const at = parseLatLng(latlng);
  return { kind, id, title, ...(at ? { lat: at.lat, lng: at.lng } : {}) };
}
