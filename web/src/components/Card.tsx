import type { ReactNode } from 'react';
import type { To } from '@/lib/router';
import { Link } from './Link';
import { LazyImage } from './LazyImage';

export interface CardProps {
  to: To;
  title: string;
  image: string | undefined;
  /** Lines under the title: place, dates, distance … */
  meta?: ReactNode;
  /** row: a list line of fixed height (lists window their rows); tile: a picture on top. */
  layout?: 'row' | 'tile';
  eagerImage?: boolean;
}

/** One item of a list or a home section, opening its detail. Its size never depends on its picture. */
export function Card({ to, title, image, meta, layout = 'row', eagerImage }: CardProps) {
  return (
    <Link to={to} className={`card card--${layout}`}>
      <LazyImage
        className="card__image"
        src={image}
        alt=""
        ratio={layout === 'row' ? '1 / 1' : '4 / 3'}
        {...(eagerImage ? { eager: true } : {})}
      />
      <span className="card__body">
        <span className="card__title">{title}</span>
        {meta ? <span className="card__meta">{meta}</span> : null}
      </span>
    </Link>
  );
}
