import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from './router';

/** The history state of an entry the app pushed to show a dialog: the dialog's name. */
interface DialogEntryState {
  dialog: string;
}

/** The dialog an entry of the history shows, if the app pushed it for one. */
export function dialogOfState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('dialog' in state)) return undefined;
  const { dialog } = state as Partial<DialogEntryState>;
  return typeof dialog === 'string' ? dialog : undefined;
}

/**
 * The dialogs of requirements §2 (menu, notices, a notice, languages) live in the browser's
 * history as the picture viewer and the map panel do: opening one pushes an entry of the same
 * address that names it, another dialog in its place replaces that entry, and closing goes a
 * step back. So the phone's Back closes what is open and the address stays as it was. The
 * picture viewer and the map panel name themselves in the address instead (their own links).
 */
export function useDialogEntry() {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const open = dialogOfState(state);
  return {
    /** The open dialog's name, undefined when none is. */
    open,
    show: (dialog: string) => {
      const entry: DialogEntryState = { dialog };
      void navigate({ pathname, search, hash }, { state: entry, replace: open !== undefined });
    },
    close: () => {
      if (open !== undefined) void navigate(-1);
    },
  };
}

/**
 * A dialog the app itself decides to show (the forced notice pop-up, requirements §4): its
 * entry is pushed once `due` names it and no other dialog is open; once that entry is left
 * (Back, or the dialog's own close), `onLeft` says it was seen. An entry the page replaced
 * before the dialog could open (the map panel records a move, a list its filters) is asked
 * for again from the entry now current: a pop-up is never dropped unseen, nor left to block
 * the ones after it.
 */
export function useDueDialogEntry(name: string, due: string | undefined, onLeft: () => void) {
  const entry = useDialogEntry();
  const { key } = useLocation();
  const shownFor = useRef<string | undefined>(undefined);
  // The dialog asked for, and the entry it was asked from.
  const requested = useRef<string | undefined>(undefined);
  const follow = useEffectEvent(() => {
    if (due === undefined) {
      shownFor.current = undefined;
      requested.current = undefined;
    } else if (entry.open === name) {
      shownFor.current = due;
    } else if (shownFor.current === due) {
      shownFor.current = undefined;
      onLeft();
    } else if (entry.open === undefined && requested.current !== `${due}@${key}`) {
      requested.current = `${due}@${key}`;
      entry.show(name);
    }
  });
  useEffect(() => follow(), [due, entry.open, key]);
  return { open: due !== undefined && entry.open === name, close: entry.close };
}
