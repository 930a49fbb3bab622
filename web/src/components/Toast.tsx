import { useCallback, useEffect, useState } from 'react';

/** A short message that leaves on its own (requirements §8: 帳號已複製 for 1.2 s; no buttons). */
export function useToast(durationMs: number) {
  const [message, setMessage] = useState<{ text: string; at: number } | undefined>(undefined);
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(undefined), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  const show = useCallback((text: string) => setMessage({ text, at: performance.now() }), []);
  const toast = (
    <div className="toast" role="status" aria-live="polite">
      {message ? <span className="toast__text">{message.text}</span> : null}
    </div>
  );
  return { show, toast };
}
