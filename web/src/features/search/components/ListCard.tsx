import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { To } from 'react-router';
import type { Overlay } from '@ecg/domain/routes';
import { Card } from '../../../components/Card';
import type { CardText, MetaPart } from '../list-kinds';

/** A line under a card's title, in the visitor's language. */
export function metaText(part: MetaPart, t: TFunction): string {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'days': {
      const days = t('search.days', { count: part.count });
      return part.names.length === 0
        ? days
        : `${days} · ${part.names.join(t('search.listSeparator'))}`;
    }
    case 'distance':
      return t(part.unit === 'm' ? 'search.distanceM' : 'search.distanceKm', {
        value: part.unit === 'm' ? part.value : part.value.toFixed(1),
      });
    case 'dates':
      return part.start === part.end
        ? part.start
        : t('search.dateRange', { start: part.start, end: part.end });
  }
}

/**
 * One row of a list: a card of fixed height opening the item's overlay over the list. It takes
 * the translation from the list (no hook of its own), so a row that scrolls in costs little.
 */
export const ListCard = memo(function ListCard({
  card,
  overlay,
  link,
  t,
}: {
  card: CardText;
  overlay: Exclude<Overlay['kind'], 'static'>;
  link: (overlay: Overlay) => To;
  t: TFunction;
}) {
  return (
    <Card
      to={link({ kind: overlay, id: String(card.id) })}
      title={card.title}
      image={card.image}
      layout="row"
      meta={card.meta.map((part, index) => (
        <span key={index} className="search-card__line">
          {metaText(part, t)}
        </span>
      ))}
    />
  );
});
