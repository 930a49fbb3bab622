import { createContext, useContext, useEffect, useRef } from 'react';
import type { FavouriteItem } from '@ecg/domain/rules/favourites';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useOverlayMeta } from '@/lib/page-meta';
import { FavouriteToggle } from '@/widgets/favourites/FavouriteToggle';

interface OverlayTitleContextValue {
  titleId: string;
  /** The page title's element and text, so the header can show it once it scrolls away. */
  setTitle: (element: HTMLElement | null, text: string) => void;
  lang: ContentLang;
  /** Whether the overlay is open (it stays mounted while it slides out). */
  open: boolean;
}

export const OverlayTitleContext = createContext<OverlayTitleContextValue | undefined>(undefined);

/**
 * The overlay's page title: names the overlay, feeds the header title (requirements §4) and,
 * while the overlay is open, the document's title and description (requirements §2), taken from
 * `description`, the item's content. Beside it, the toggle of `favourite` (requirements §4): every
 * overlay but the static pages names the item it shows.
 */
export function OverlayTitle({
  children,
  lead,
  description,
  favourite,
}: {
  children: string;
  lead?: string;
  description?: string | null;
  favourite?: FavouriteItem;
}) {
  const context = useContext(OverlayTitleContext);
  const ref = useRef<HTMLHeadingElement>(null);
  const setTitle = context?.setTitle;
  useEffect(() => {
    setTitle?.(ref.current, children);
    return () => setTitle?.(null, '');
  }, [setTitle, children]);
  useOverlayMeta(
    context?.lang ?? 'zh-tw',
    children,
    description ?? undefined,
    context?.open ?? false,
  );
  const title = (
    <h1 className="overlay__title" id={context?.titleId} ref={ref}>
      {children}
      {lead ? <span className="overlay__title-lead">{lead}</span> : null}
    </h1>
  );
  if (!favourite) return title;
  return (
    <div className="overlay__title-row">
      {title}
      <FavouriteToggle item={favourite} />
    </div>
  );
}
