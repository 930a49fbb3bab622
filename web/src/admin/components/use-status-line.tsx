import { useRef, useState } from 'react';

/**
 * What was just done, said in a status line that takes the focus, since the button pressed may
 * be gone (a booking confirmed leaves the list of those to confirm). Render `line` once, near
 * the top of the section; call `say(message)` after a change.
 */
export function useStatusLine() {
  const [message, setMessage] = useState<string>();
  const ref = useRef<HTMLParagraphElement>(null);
  const say = (text: string) => {
    setMessage(text);
    requestAnimationFrame(() => ref.current?.focus());
  };
  const line = (
    <p ref={ref} className="status-line" role="status" tabIndex={-1}>
      {message}
    </p>
  );
  return { say, line };
}
