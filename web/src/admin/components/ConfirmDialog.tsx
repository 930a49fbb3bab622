import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** The button that leaves things as they are; "Cancel" unless that would be ambiguous. */
  dismissLabel?: ReactNode;
  busy?: boolean;
  /** 'primary' for a change that gives the visitor what they asked (confirming a booking). */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone from here. The native modal keeps the focus
 * inside and gives it back; Escape cancels; the focus starts on a field of the body (a note
 * to write) or else on Cancel, so Enter is safe.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  dismissLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="confirm__title">
        {title}
      </h2>
      <div className="confirm__body">{children}</div>
      <div className="confirm__actions">
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {dismissLabel ?? t('app.cancel')}
        </button>
        <button
          type="button"
          className={`button button--${tone}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
