import type { ReactNode } from 'react';
import type { LiveMeta } from '@ecg/domain/contracts';
import { useTranslation } from '@/lib/i18n';
import type { To } from '@/lib/router';
import { Link } from '@/components/Link';
import { LiveSource } from '@/components/LiveSource';
import { OutlineIcon } from '@/components/OutlineIcon';
import './mode-card.css';

/**
 * The state of a way of travel today, read from the operator's own data only
 * (docs/transport.md, The Transport page): `unknown` when none is at hand (no key, nothing kept).
 */
export const MODE_LIGHTS = ['running', 'disrupted', 'stopped', 'unknown'] as const;
export type ModeLight = (typeof MODE_LIGHTS)[number];

export interface ModeCardProps {
  title: string;
  /** Its mark, an outline on the 24-unit grid like the app's glyphs. */
  icon: string;
  /** The mode's own screen. */
  to: To;
  light: ModeLight;
  /** What the light stands on, in a few words (never the colour alone); the light's name if absent. */
  lightText?: string;
  /** Where the mode's live answer came from and when; absent when there is none. */
  meta?: LiveMeta;
  /** The answer shown is one kept from earlier: asking again failed. */
  kept?: boolean;
  /** The mode's sentences for its source line, given `{{time}}` (as LiveSource's). */
  sourceNote: string;
  sampleNote: string;
  /**
   * The last way back today, e.g. "16:30 Green Island → Taitung"; several, each in a
   * `mode-card__line`; absent when none is known.
   */
  lastBack?: ReactNode;
  /** A line or two of the mode's own: what it shows, or where to look while no data comes. */
  children?: ReactNode;
}

/**
 * One card of the Transport page: the mode's name leading to its screen, its light, the last
 * way back today and where its data came from. The whole card answers a tap on it (the title's
 * link is stretched over it), while the text stays selectable for a screen reader.
 */
export function ModeCard({
  title,
  icon,
  to,
  light,
  lightText,
  meta,
  kept = false,
  sourceNote,
  sampleNote,
  lastBack,
  children,
}: ModeCardProps) {
  const { t } = useTranslation();
  return (
    <article className="mode-card">
      <h2 className="mode-card__title">
        <span className="mode-card__icon" aria-hidden="true">
          <OutlineIcon d={icon} size={22} />
        </span>
        <Link to={to} className="mode-card__link">
          {title}
        </Link>
      </h2>
      <p className={`mode-card__light mode-card__light--${light}`}>
        <span className="mode-card__dot" aria-hidden="true" />
        {lightText ?? t(`transport.light.${light}`)}
      </p>
      {lastBack ? (
        <p className="mode-card__last">
          <span className="mode-card__last-label">{t('transport.lastBack')}</span> {lastBack}
        </p>
      ) : null}
      {children ? <div className="mode-card__text">{children}</div> : null}
      {meta ? (
        <LiveSource meta={meta} kept={kept} sourceNote={sourceNote} sampleNote={sampleNote} />
      ) : null}
    </article>
  );
}

/** The cards, one column on a phone, two from a tablet. */
export function ModeCards({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section className="mode-cards" aria-label={label}>
      {children}
    </section>
  );
}
