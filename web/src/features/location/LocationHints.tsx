import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { lazyScreen } from '@/lib/lazy-chunk';
import { Dialog } from '@/components/Dialog';
import type { LocationState } from '@/lib/location/use-location';

// Far rarer than a refusal on a first visit: fetched when a visitor is outside the area.
const OutsideAreaHint = lazyScreen(() => import('./OutsideAreaHint'));

/** The location-denied hint with its three explanations (requirements §8) and the 24-hour snooze. */
function LocationDeniedHint({ location }: { location: LocationState }) {
  const { t } = useTranslation();
  const [snooze, setSnooze] = useState(false);
  const close = () => location.snoozeDeniedHint(snooze);
  return (
    <Dialog
      open={location.deniedHint}
      onClose={close}
      title={t('location.title')}
      footer={
        <button type="button" className="button button--primary" onClick={close}>
          {t('location.ok')}
        </button>
      }
    >
      <ul className="hint-list">
        <li>{t('location.someFunctions')}</li>
        <li>{t('location.serviceOff')}</li>
        <li>{t('location.previouslyRejected')}</li>
      </ul>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={snooze}
          onChange={(event) => setSnooze(event.target.checked)}
        />
        {t('location.snooze')}
      </label>
    </Dialog>
  );
}

/** The location hint that is due (requirements §2 other dialogs), in a chunk fetched when one is. */
export default function LocationHints({
  location,
  lang,
}: {
  location: LocationState;
  lang: ContentLang;
}) {
  return location.deniedHint ? (
    <LocationDeniedHint location={location} />
  ) : (
    <Suspense>
      <OutsideAreaHint location={location} lang={lang} />
    </Suspense>
  );
}
