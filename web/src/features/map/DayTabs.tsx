import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * The trip map's tabs DAY 1..n (requirements §2 Tour detail); the arrow keys move between them
 * as between the tabs of any tab list.
 */
export function DayTabs({
  days,
  day,
  panelId,
  onPick,
}: {
  days: number;
  day: number;
  panelId: string;
  onPick: (day: number) => void;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = ((day - 1 + step + days) % days) + 1;
    onPick(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  };
  return (
    <div className="map-days" role="tablist" aria-label={t('map.days')} onKeyDown={onKeyDown}>
      {Array.from({ length: days }, (_, index) => index + 1).map((n) => (
        <button
          key={n}
          type="button"
          role="tab"
          className="map-days__tab"
          data-day={n}
          aria-selected={n === day}
          aria-controls={panelId}
          tabIndex={n === day ? 0 : -1}
          onClick={() => onPick(n)}
        >
          {t('map.day', { n })}
        </button>
      ))}
    </div>
  );
}
