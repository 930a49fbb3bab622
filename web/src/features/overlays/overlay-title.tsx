import { createContext, useContext, useEffect, useRef } from 'react';

interface OverlayTitleContextValue {
  titleId: string;
  /** The page title's element and text, so the header can show it once it scrolls away. */
  setTitle: (element: HTMLElement | null, text: string) => void;
}

export const OverlayTitleContext = createContext<OverlayTitleContextValue | undefined>(undefined);

/** The overlay's page title: names the overlay and feeds the header title (requirements §4). */
export function OverlayTitle({ children, lead }: { children: string; lead?: string }) {
  const context = useContext(OverlayTitleContext);
  const ref = useRef<HTMLHeadingElement>(null);
  const setTitle = context?.setTitle;
  useEffect(() => {
    setTitle?.(ref.current, children);
    return () => setTitle?.(null, '');
  }, [setTitle, children]);
  return (
    <h1 className="overlay__title" id={context?.titleId} ref={ref}>
      {children}
      {lead ? <span className="overlay__title-lead">{lead}</span> : null}
    </h1>
  );
}
