/**
 * Listeners are told of a change in a task of their own (setTimeout 0, as TanStack Query told
 * them), all of one moment together: a query made while a screen renders never updates another
 * component in the middle of that render, the states one call goes through reach React as one
 * update, and what a screen does in the same turn (a field focused after the frame its message
 * renders in) is done before the screen renders the call's state, as it was.
 */
const due = new Set<() => void>();

function tellDue(): void {
  const listeners = [...due];
  due.clear();
  for (const listener of listeners) listener();
}

export function notifyLater(listener: () => void): void {
  if (due.size === 0) setTimeout(tellDue, 0);
  due.add(listener);
}
