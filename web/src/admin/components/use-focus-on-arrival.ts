import { useEffect, useRef } from 'react';

/**
 * A screen's heading takes the focus when the screen opens, so a screen reader says where the
 * operator has arrived and the keyboard starts from there; not on the first page load.
 */
let firstScreen = true;

export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    ref.current?.focus();
  }, []);
  return ref;
}
