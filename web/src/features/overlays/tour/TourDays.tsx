import { useTranslation } from 'react-i18next';
import { Link } from '@/components/Link';
import type { Tour } from '@ecg/domain/contracts';
import { Glyph } from '@/components/Glyph';
import { LazyImage } from '@/components/LazyImage';
import { useOverlayLink } from '@/components/overlay-link';

/**
 * The day list (requirements §2): DAY 1..n, each a numbered list of stops; every stop opens its own
 * attraction, shop or accommodation overlay, whose back link returns to the tour.
 */
export function TourDays({ daylist }: { daylist: Tour['daylist'] }) {
  const { t } = useTranslation();
  const overlayLink = useOverlayLink();
  return (
    <div className="tour-days">
      {daylist.map((stops, day) =>
        stops.length === 0 ? null : (
          <section key={day} className="tour-day" aria-labelledby={`tour-day-${day + 1}`}>
            <h3 className="tour-day__title" id={`tour-day-${day + 1}`}>
              {t('tour.day', { n: day + 1 })}
            </h3>
            <ol className="tour-stops">
              {stops.map((stop, position) => (
                <li key={`${stop.type}-${stop.id}-${position}`} className="tour-stops__item">
                  <Link
                    to={overlayLink({ kind: stop.type, id: String(stop.id) })}
                    className="tour-stop"
                  >
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
                </li>
              ))}
            </ol>
          </section>
        ),
      )}
    </div>
  );
}
