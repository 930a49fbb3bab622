import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from './router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDueDialogEntry } from './dialog-entry';

/** The forced dialog, shown while its entry is the history's current one. */
function Forced({ due, onLeft }: { due: string | undefined; onLeft: () => void }) {
  const popup = useDueDialogEntry('popup', due, onLeft);
  return popup.open ? <p role="alert">{`popup ${due}`}</p> : null;
}

/**
 * The page under it, replacing its own entry at the moment the dialog is due, as the map panel
 * does when it records a move: its effect runs after the dialog's, in the same commit.
 */
function PageReplacing({ due }: { due: string | undefined }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (due !== undefined) void navigate({ pathname, search: '?layer=toilets' }, { replace: true });
  }, [due, navigate, pathname]);
  return null;
}

function App({ due, onLeft }: { due: string | undefined; onLeft: () => void }) {
  return (
    <MemoryRouter initialEntries={['/en/']}>
      <Forced due={due} onLeft={onLeft} />
      <PageReplacing due={due} />
    </MemoryRouter>
  );
}

afterEach(cleanup);

describe('useDueDialogEntry (requirements §4 forced pop-up)', () => {
  it('asks again for a dialog whose entry the page replaced before it could open', () => {
    const onLeft = vi.fn();
    const { rerender } = render(<App due={undefined} onLeft={onLeft} />);
    act(() => rerender(<App due="7" onLeft={onLeft} />));
    expect(screen.getByRole('alert').textContent).toBe('popup 7');
    expect(onLeft).not.toHaveBeenCalled();
  });
});
