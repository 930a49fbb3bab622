import { useTranslation } from '@/lib/i18n';
import type { Tour } from '@ecg/domain/contracts';
import { StopLink } from '@/components/StopLink';

/**
 * The day list (requirements §2): DAY 1..n, each a numbered list of stops; every stop opens its own
 * attraction, shop or accommodation overlay, whose back link returns to the tour.
 */
export function TourDays({ daylist }: { daylist: Tour['daylist'] }) {
  const { t } = useTranslation();
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
                  <StopLink stop={stop} position={position} />
                </li>
              ))}
            </ol>
          </section>
        ),
      )}
    </div>
  );
}
