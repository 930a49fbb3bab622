import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FAVOURITES_MAX_ENTRIES } from '@ecg/domain/contracts/favourite-kinds';
import { isFavourite, type FavouriteItem } from '@ecg/domain/rules/favourites';
import { toggleStoredFavourite } from '@/lib/favourites/favourites';
import { useFavourites } from '@/lib/favourites/use-favourites';
import './favourite-toggle.css';

/** A heart on the icons' 24-unit grid (components/Glyph.tsx), filled while it is a favourite. */
const HEART =
  'M12 20s-7.4-4.5-9.1-9.3C1.7 7.1 3.9 4 7.1 4c2 0 3.7 1.1 4.9 2.9C13.2 5.1 14.9 4 16.9 4c3.2 0 5.4 3.1 4.2 6.7C19.4 15.5 12 20 12 20z';

type Said = 'full' | 'failed' | undefined;

/**
 * The favourite toggle of a detail overlay (requirements §4 Favourite toggle): a heart that adds
 * the item to the favourites kept on this device, or removes it. A full collection, or a store
 * the browser refuses, is said beside it rather than the tap doing nothing. Its label names the
 * item and stays as it is, the pressed state saying which holds (a toggle button, WAI-ARIA APG).
 */
export function FavouriteToggle({ item }: { item: FavouriteItem }) {
  const { t } = useTranslation();
  const collection = useFavourites();
  const [said, setSaid] = useState<Said>();
  const on = collection !== undefined && isFavourite(collection, item.kind, item.id);
  const toggle = () => {
    if (collection === undefined) return;
    setSaid(undefined);
    toggleStoredFavourite(item).then(
      (outcome) => setSaid(outcome === 'full' ? 'full' : undefined),
      (error: unknown) => {
        console.warn('favourite not kept', error);
        setSaid('failed');
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="favourite-toggle"
        aria-pressed={on}
        // Not `disabled` while the store is read: a focused button that became disabled would
        // drop the focus to the page (a part redrawn remounts the heart), so it only waits.
        aria-disabled={collection === undefined}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            d={HEART}
            fill={on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{t('favourites.toggle', { title: item.title })}</span>
      </button>
      <p className="favourite-toggle__said" role="status">
        {said ? t(`favourites.${said}`, { max: FAVOURITES_MAX_ENTRIES }) : null}
      </p>
    </>
  );
}
