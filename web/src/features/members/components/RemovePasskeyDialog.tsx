import { useTranslation } from '@/lib/i18n';
import type { Passkey } from '@ecg/domain/contracts';
import { Dialog } from '@/components/Dialog';

/**
 * Removing a passkey, said yes to once more in the project's dialog: the passkey will sign the
 * member in no longer (docs/members.md). Cancel is first, the safe way out.
 */
export function RemovePasskeyDialog({
  passkey,
  onCancel,
  onConfirm,
}: {
  passkey: Passkey | undefined;
  onCancel: () => void;
  onConfirm: (passkey: Passkey) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={passkey !== undefined}
      onClose={onCancel}
      title={t('members.passkeys.removeTitle')}
      footer={
        <>
          <button type="button" className="form-button form-button--quiet" onClick={onCancel}>
            {t('members.cancel')}
          </button>
          <button
            type="button"
            className="form-button"
            onClick={() => passkey && onConfirm(passkey)}
          >
            {t('members.passkeys.removeYes')}
          </button>
        </>
      }
    >
      <p>{t('members.passkeys.removeWhat', { label: passkey?.label ?? '' })}</p>
    </Dialog>
  );
}
