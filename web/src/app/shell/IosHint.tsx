import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIosUserAgent, shouldShowIosHint, snoozeUntil } from '@ecg/domain/rules/hints';
import { Dialog } from '../../components/Dialog';
import { isInstalled } from '../device';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';

/** iOS has no install prompt: explain Add to Home Screen, unless snoozed or dismissed for good. */
export function IosHint() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() =>
    shouldShowIosHint({
      isIos: isIosUserAgent(navigator.userAgent, navigator.maxTouchPoints, navigator.platform),
      installed: isInstalled(),
      snoozedUntil: readStored(STORAGE_KEYS.iosHintSnoozedUntil),
      dismissedForGood: readStored(STORAGE_KEYS.iosHintNever) === 'true',
      now: Date.now(),
    }),
  );
  const close = () => {
    writeStored(STORAGE_KEYS.iosHintSnoozedUntil, String(snoozeUntil(Date.now())));
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('hints.iosTitle')}
      footer={
        <button
          type="button"
          className="button"
          onClick={() => {
            writeStored(STORAGE_KEYS.iosHintNever, 'true');
            setOpen(false);
          }}
        >
          {t('hints.never')}
        </button>
      }
    >
      <p>{t('hints.iosBody')}</p>
    </Dialog>
  );
}
