import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import './dialog.css';

/** requirements §9: a modal is 478 px wide unless it says otherwise (narrower screens: the screen). */
export const MODAL_DEFAULT_WIDTH_PX = 478;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  width?: number;
  /**
   * A side sheet (the menu) or the whole screen (the "show to driver" view, whose styles come
   * with its lazy chunk) rather than a centred box.
   */
  variant?: 'modal' | 'sheet' | 'full';
  footer?: ReactNode;
  /**
   * What the dialog shows, when it shows one thing after another (the notices list, then a
   * notice): a new view replaces the control that had the focus, so the heading takes it.
   */
  view?: string;
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside and makes the page behind
 * inert; Escape and a click outside close it; focus goes back to what had it before.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  width = MODAL_DEFAULT_WIDTH_PX,
  variant = 'modal',
  footer,
  view,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, [open]);

  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    // Set only now: a heading that took a script's focus from the start would be where the
    // browser puts it when the dialog opens, before the close button.
    titleRef.current?.setAttribute('tabindex', '-1');
    titleRef.current?.focus();
  }, [view]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}`}
      style={variant === 'modal' ? { width: `min(${width}px, calc(100vw - 2rem))` } : undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its box.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__box">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title" ref={titleRef}>
            {title}
          </h2>
          <button
            type="button"
            className="dialog__close"
            onClick={onClose}
            aria-label={t('dialog.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="dialog__body">{children}</div>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
