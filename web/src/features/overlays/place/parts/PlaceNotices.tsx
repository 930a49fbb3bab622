import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOverlayLink } from '../../overlay-link';

/** The page about closed coastal trails and sites, in the travel pages (SPEC §2). */
const CLOSURE_PAGE = { kind: 'static', name: 'coastal-trail-closure', type: 'travel' } as const;

/**
 * Warnings first, above everything else: the place's closure notices and, where the place's
 * access is restricted, the coastal trail closure notice with a link to its page.
 */
export function PlaceNotices({
  access,
  closures,
}: {
  access: 'open' | 'restricted' | undefined;
  closures: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const overlayLink = useOverlayLink();
  const restrictedId = useId();
  const closureId = useId();
  const texts = (closures ?? []).filter((text) => text.trim() !== '');
  if (access !== 'restricted' && texts.length === 0) return null;
  return (
    <div className="place-notices">
      {access === 'restricted' ? (
        <section className="place-notice place-notice--restricted" aria-labelledby={restrictedId}>
          <h2 id={restrictedId}>{t('place.restricted')}</h2>
          <p>{t('place.restrictedText')}</p>
          <Link to={overlayLink(CLOSURE_PAGE)}>{t('place.restrictedLink')}</Link>
        </section>
      ) : null}
      {texts.length > 0 ? (
        <section className="place-notice" aria-labelledby={closureId}>
          <h2 id={closureId}>{t('place.closure')}</h2>
          {texts.map((text, index) => (
            <p key={index} className="place-text">
              {text}
            </p>
          ))}
        </section>
      ) : null}
    </div>
  );
}
