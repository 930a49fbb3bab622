import { useTranslation } from '@/lib/i18n';
import type { TourStop } from '@ecg/domain/contracts';
import { Glyph } from './Glyph';
import { LazyImage } from './LazyImage';
import { Link } from './Link';
import { useOverlayLink } from './overlay-link';
import './stop-list.css';

/**
 * A stop of a day list (requirements §2 tour detail): its number in the day, thumbnail, name and
 * kind, opening its own attraction, shop or accommodation overlay over the page. Shared by the
 * tour's day list and a member's trip, which is a tour copied (domain contracts/trips.ts).
 */
export function StopLink({ stop, position }: { stop: TourStop; position: number }) {
  const { t } = useTranslation();
  const overlayLink = useOverlayLink();
  return (
    <Link to={overlayLink({ kind: stop.type, id: String(stop.id) })} className="tour-stop">
      <span className="tour-stop__number" aria-hidden="true">
        {position + 1}
      </span>
      <LazyImage className="tour-stop__thumb" src={stop.thumb} alt="" ratio="1 / 1" />
      <span className="tour-stop__body">
        <span className="tour-stop__name">{stop.name}</span>
        <span className="tour-stop__kind">{t(`tour.stopKinds.${stop.type}`)}</span>
      </span>
      <Glyph name="next" />
    </Link>
  );
}
