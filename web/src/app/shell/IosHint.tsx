import { useTranslation } from '@/lib/i18n';
import { snoozeUntil } from '@ecg/domain/rules/hints';
import { Dialog } from '@/components/Dialog';
import { STORAGE_KEYS, writeStored } from '@/lib/storage';

/** The iOS add-to-home-screen hint (requirements §4): closed, it waits 24 hours; or never again. */
export default function IosHint({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const close = () => {
    writeStored(STORAGE_KEYS.iosHintSnoozedUntil, String(snoozeUntil(Date.now())));
    onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t('hints.iosTitle')}
      footer={
        <button
          type="button"
          className="button"
          onClick={() => {
            writeStored(STORAGE_KEYS.iosHintNever, 'true');
            onClose();
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
