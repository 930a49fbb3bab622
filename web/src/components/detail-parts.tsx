import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { directionsUrl } from '@ecg/domain/rules/directions';
import { parseLatLng } from '@ecg/domain/rules/distance';
import { telHref } from '@ecg/domain/rules/phone';
import { Glyph } from './Glyph';
import { useLocationState } from '@/lib/location/location-context';

/** A titled part of a detail page; nothing at all when it has nothing to say. */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  if (children === null || children === undefined || children === false || children === '') {
    return null;
  }
  return (
    <section className={`detail-section${className ? ` ${className}` : ''}`}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs; pairs without a value are left out. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="detail-facts">
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A link out of the app: a new tab, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('menu.newWindow')}</span>
    </a>
  );
}

/**
 * Directions in an external maps app from the visitor's position (requirements §2); only with a
 * place. Where a page has several, `name` tells screen readers which place each one leads to.
 */
export function NavigateButton({
  latlng,
  name,
  className = 'button',
}: {
  latlng: string | undefined;
  name?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { position } = useLocationState();
  const destination = parseLatLng(latlng);
  if (!destination) return null;
  return (
    <ExternalLink href={directionsUrl(position, destination)} className={className}>
      <Glyph name="navigate" />
      {t('detail.navigate')}
      {name ? <span className="visually-hidden">: {name}</span> : null}
    </ExternalLink>
  );
}

/** A call link, only where there is a number (requirements §5). */
export function PhoneButton({ tel }: { tel: string | undefined }) {
  const { t } = useTranslation();
  if (!tel) return null;
  return (
    <a href={telHref(tel)} className="button">
      <Glyph name="phone" />
      {t('detail.call', { tel })}
    </a>
  );
}

/**
 * The note shown when a record's text is not in the visitor's language (requirements §3, its
 * translation state).
 */
export function TranslationNote({ translation }: { translation: string | undefined }) {
  const { t } = useTranslation();
  if (translation !== 'none' && translation !== 'summary') return null;
  return (
    <p className="detail-note" role="note">
      {t(translation === 'none' ? 'detail.untranslated' : 'detail.summaryOnly')}
    </p>
  );
}
