import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSlidingDialog } from './use-sliding-dialog';

function Panel({ open, dismiss }: { open: boolean; dismiss: () => void }) {
  const { ref } = useSlidingDialog(open, dismiss, () => undefined);
  return <dialog ref={ref} aria-label="Map" />;
}

afterEach(cleanup);

describe('useSlidingDialog', () => {
  it('asks to be dismissed when the browser closes the dialog the address still names', () => {
    const dismiss = vi.fn();
    const { container } = render(<Panel open dismiss={dismiss} />);
    const dialog = container.querySelector('dialog');
    if (!dialog) throw new Error('the panel draws its dialog');
    act(() => {
      dialog.close();
      // happy-dom fires the close event within close(); a browser fires it as a task after.
      if (!dismiss.mock.calls.length) dialog.dispatchEvent(new Event('close'));
    });
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  // The close event of a slide-out comes as a task of its own: a link opening the panel again
  // before it arrives (a shared link followed at once) must keep the panel open.
  it('ignores a late close event once the dialog is open again', () => {
    const dismiss = vi.fn();
    const { container } = render(<Panel open dismiss={dismiss} />);
    const dialog = container.querySelector('dialog');
    if (!dialog) throw new Error('the panel draws its dialog');
    expect(dialog.open).toBe(true);
    act(() => {
      dialog.dispatchEvent(new Event('close'));
    });
    expect(dismiss).not.toHaveBeenCalled();
  });
});
