import { onNetworkBack } from '../connectivity';

/**
 * What the app's first load carries of the outbox: a flag in local storage saying whether a form
 * waits, and the wake-up that sends it when the app opens or the network returns. The outbox
 * itself loads only when the flag is up, so a visitor who never sent a form never loads it.
 */
const WAITING_FLAG = 'ecg.outbox.waiting';

export function noteOutboxWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(WAITING_FLAG, '1');
    else localStorage.removeItem(WAITING_FLAG);
  } catch {
    // Storage refused (private mode): the worker's Background Sync still sends the form.
  }
}

function somethingWaits(): boolean {
  try {
    return localStorage.getItem(WAITING_FLAG) !== null;
  } catch {
    return false;
  }
}

/**
 * Browsers without Background Sync send from the page, here, when it comes back online: when
 * the browser says so, or when the app finds its server answering again (connectivity.ts).
 */
export function wakeOutbox(): void {
  const send = () => {
    if (!somethingWaits() || !navigator.onLine) return;
    void import('./outbox').then((outbox) => outbox.sendWaitingFromPage()).catch(() => undefined);
  };
  window.addEventListener('online', send);
  onNetworkBack(send);
  send();
}
