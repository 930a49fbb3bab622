import { Suspense, useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';
import { Link } from '@/components/Link';
import { backStep } from '@ecg/domain/rules/back-link';
import { overlayQuery, type Overlay } from '@ecg/domain/routes';
import type { ContentLang } from '@ecg/domain/rules/language';
import { rememberPage } from '@/lib/saved-pages';
import { ChunkErrorBoundary } from '@/components/ChunkErrorBoundary';
import { Glyph } from '@/components/Glyph';
import { StatusMessage } from '@/components/StatusMessage';
import { backLinkFollowed, storedStaticPageUrl } from './back-url';
import { useCameFrom, type HistoryEntry } from './history-trail';
import { OVERLAY_CONTENTS } from './overlay-contents';
import { OverlayTitleContext } from './overlay-title';
import { useOverlayFocus } from './use-overlay-focus';
import { isPlainClick } from './static/app-links';
import './overlay.css';

const keyOf = (overlay: Overlay | undefined) => (overlay ? overlayQuery(overlay) : '');

/** Something over the overlay (a dialog, the picture viewer) has the Escape key first. */
const coveredByModal = () => document.querySelector('dialog[open], .pswp') !== null;

/**
 * The full-screen detail overlay of requirements §2: it slides in while the address names one and is
 * off-screen (and inert) otherwise. Its header carries the back link and, once the page title
 * has scrolled out of view, the title (requirements §4). Back, the link or Escape, returns to where the
 * visitor came from by going back in history when that is where it leads; otherwise (a shared
 * link) the overlay's entry is replaced by its back link's target.
 */
export default function OverlayFrame({
  overlay,
  lang,
  entry,
}: {
  overlay: Overlay | undefined;
  lang: ContentLang;
  entry: HistoryEntry;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cameFrom = useCameFrom(entry);
  const back = overlay
    ? backStep({
        lang,
        overlay: overlay.kind,
        savedBackUrl: cameFrom?.address ?? null,
        storedStaticUrl: overlay.kind === 'static' ? null : storedStaticPageUrl(),
        stepsToSaved: cameFrom?.steps ?? 0,
      })
    : { to: '', historySteps: 0 };
  const goBack = () => {
    backLinkFollowed();
    if (back.historySteps > 0) void navigate(-back.historySteps);
    else void navigate(back.to, { replace: true });
  };
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLAnchorElement>(null);
  // The last overlay stays mounted while the frame slides out.
  const [shown, setShown] = useState(overlay);
  if (overlay && keyOf(overlay) !== keyOf(shown)) setShown(overlay);
  // Mounted off-screen first, so the very first overlay slides in too.
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const open = overlay !== undefined && entered;
  const [title, setTitleState] = useState<{ element: HTMLElement | null; text: string }>({
    element: null,
    text: '',
  });
  const [titleOutOfView, setTitleOutOfView] = useState(false);
  const setTitle = useCallback(
    (element: HTMLElement | null, text: string) => setTitleState({ element, text }),
    [],
  );

  useEffect(() => {
    const { element } = title;
    const root = bodyRef.current;
    if (!element || !root) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => setTitleOutOfView(entry !== undefined && !entry.isIntersecting),
      { root },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [title]);

  // A new overlay starts at its top, with the focus on its heading (on its Loading until the
  // record comes), said.
  const shownKey = keyOf(shown);
  const focus = useOverlayFocus({
    open,
    shownKey,
    heading: title.element,
    headingText: title.text,
    back: backRef,
    body: bodyRef,
  });

  // Escape closes the overlay as it closes a dialog.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || coveredByModal()) return;
    event.preventDefault();
    goBack();
  });
  useEffect(() => {
    if (!open) return undefined;
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  // Once its record has come (its title is in the page), the overlay is among the pages saved
  // offline; a title still set by the overlay before it is no longer in the page.
  const { address } = entry;
  useEffect(() => {
    if (open && title.element?.isConnected) rememberPage(lang, address, title.text);
  }, [open, title, address, lang]);

  const Content = shown ? OVERLAY_CONTENTS[shown.kind] : undefined;
  return (
    <div
      className={`overlay${open ? ' overlay--open' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      inert={!open}
      data-overlay={shown?.kind ?? ''}
      onTransitionEnd={(event) => {
        if (!open && event.target === event.currentTarget) setShown(undefined);
      }}
    >
      <header className="overlay__bar">
        <Link
          ref={backRef}
          to={back.to}
          replace
          className="overlay__back"
          aria-label={t('overlay.back')}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            goBack();
          }}
        >
          <Glyph name="back" size={24} />
        </Link>
        <p
          className={`overlay__bar-title${titleOutOfView ? ' overlay__bar-title--shown' : ''}`}
          aria-hidden="true"
        >
          {title.text}
        </p>
      </header>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {focus.said}
      </p>
      {/* A stop of the Tab key, named by the title, so a page without links can still be
          scrolled from the keyboard (WCAG 2.1.1): the heading, focusable by script only, is
          not one. */}
      <div
        className="overlay__body"
        ref={bodyRef}
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
      >
        <OverlayTitleContext.Provider value={{ titleId, setTitle, lang, open }}>
          {shown && Content ? (
            <ChunkErrorBoundary key={shownKey}>
              <Suspense fallback={<StatusMessage status="loading" />}>
                <Content overlay={shown} lang={lang} />
              </Suspense>
            </ChunkErrorBoundary>
          ) : null}
        </OverlayTitleContext.Provider>
      </div>
    </div>
  );
}
