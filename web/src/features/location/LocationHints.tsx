import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContentLang } from '@ecg/domain/rules/language';
import { guidePath } from '@ecg/domain/routes';
import { Dialog } from '../../components/Dialog';
import type { LocationState } from './use-location';

/** The location-denied hint with its three explanations (SPEC §8) and the 24-hour snooze. */
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

/** A visitor outside the managed area is pointed to the guide section first. */
function OutsideAreaHint({ location, lang }: { location: LocationState; lang: ContentLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open={location.outsideArea}
      onClose={location.dismissOutside}
      title={t('location.toGuide')}
      footer={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            location.dismissOutside();
            void navigate(guidePath(lang));
          }}
        >
          {t('location.toGuide')}
        </button>
      }
    >
      <p>{t('location.outside')}</p>
    </Dialog>
  );
}

/** The location hint that is due (SPEC §2 other dialogs), loaded only when one is. */
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
    <OutsideAreaHint location={location} lang={lang} />
  );
}
