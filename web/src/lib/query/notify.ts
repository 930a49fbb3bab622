/**
 * Listeners are told of a change in a microtask, all of one moment together: a query made while
 * a screen renders never updates another component in the middle of that render, and the
 * states one call goes through reach React as one update.
 */
const due = new Set<() => void>();

function tellDue(): void {
  const listeners = [...due];
  due.clear();
  for (const listener of listeners) listener();
}

export function notifyLater(listener: () => void): void {
  if (due.size === 0) queueMicrotask(tellDue);
  due.add(listener);
}
