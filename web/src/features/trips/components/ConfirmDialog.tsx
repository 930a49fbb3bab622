import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/Dialog';

/**
 * A change that cannot be undone (a stop removed, the trip deleted), said yes to once more in
 * the project's dialog. Cancel comes first, the safe way out.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  yes,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  yes: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <button type="button" className="form-button form-button--quiet" onClick={onCancel}>
            {t('trips.cancel')}
          </button>
          <button type="button" className="form-button" onClick={onConfirm}>
            {yes}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
