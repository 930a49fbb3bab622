import { useTranslation } from '@/lib/i18n';
import './skip-link.css';

/**
 * The first stop of the keyboard (WCAG 2.4.1): past the top bar straight into the page. The
 * app routes by the address's hash, so the link moves the focus itself rather than follow
 * `#main`, which would be read as a route.
 */
export function SkipLink({ mainId, inert }: { mainId: string; inert: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      inert={inert}
      href={`#${mainId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainId)?.focus();
      }}
    >
      {t('nav.skip')}
    </a>
  );
}
