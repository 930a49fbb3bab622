import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** How long the panel slides (map.css), and a margin for a transition that never ends. */
const SLIDE_MS = 280;
const SLIDE_END_MARGIN_MS = 120;

/**
 * A modal <dialog> that slides in while `open` and out after: the page under it is inert while
 * it is shown, the focus moves into it and, when it closes, back to where it was. Escape (the
 * dialog's cancel) and a close the browser makes itself ask the owner to close it through
 * `dismiss`, which changes the address; the address then closes the dialog.
 */
export function useSlidingDialog(open: boolean, dismiss: () => void, focusFirst: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const [entered, setEntered] = useState(false);
  if (!open && entered) setEntered(false);
  const onDismiss = useEffectEvent(dismiss);
  const onShown = useEffectEvent(focusFirst);
  // Closed by the browser while the address still names it (an Escape with no cancel event).
  const onClosed = useEffectEvent(() => {
    if (open) dismiss();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (open) {
      if (!dialog.open) dialog.showModal();
      onShown();
      const frame = requestAnimationFrame(() => setEntered(true));
      return () => cancelAnimationFrame(frame);
    }
    if (!dialog.open) return undefined;
    const done = (event?: Event) => {
      if (event && event.target !== dialog) return;
      if (dialog.open) dialog.close();
    };
    const timer = setTimeout(done, SLIDE_MS + SLIDE_END_MARGIN_MS);
    dialog.addEventListener('transitionend', done);
    return () => {
      clearTimeout(timer);
      dialog.removeEventListener('transitionend', done);
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const cancel = (event: Event) => {
      event.preventDefault();
      onDismiss();
    };
    // The close event comes as a task after close(): if the address opened the panel again
    // meanwhile (a shared link followed as the panel slid out), the dialog is open and stays.
    const closed = () => {
      if (!dialog.open) onClosed();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
    };
  }, []);

  return { ref, entered: open && entered };
}
