import { memo, type ReactNode } from 'react';
import { usualMonthsText, type TFunction } from '@/lib/i18n';
import type { To } from '@/lib/router';
import type { Overlay } from '@ecg/domain/routes';
import { Card } from '@/components/Card';
import { LazyImage } from '@/components/LazyImage';
import { favouriteItem } from '@/lib/favourites/favourite-item';
import { FavouriteToggle } from '@/widgets/favourites/FavouriteToggle';
import type { CardText, MetaPart } from '../list-kinds';

/** An event's standing in words: under way or ended, and dates not fixed yet. */
function stateText(part: Extract<MetaPart, { kind: 'state' }>, t: TFunction): string {
  const words = part.status === 'upcoming' ? [] : [t(`events.status.${part.status}`)];
  if (part.dateToBeConfirmed) words.push(t('eventDates.toBeConfirmed'));
  return words.join(' · ');
}

/** A line under a card's title, in the visitor's language. */
export function metaText(part: MetaPart, t: TFunction): string {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'days': {
      // One day is a day trip: Japanese has no "1日間" (docs/glossary.md).
      const days = part.count === 1 ? t('search.dayTrip') : t('search.days', { count: part.count });
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
    case 'state':
      return stateText(part, t);
    case 'usual':
      return `${usualMonthsText(part.months, t)} · ${part.place}`;
    case 'confirm':
      return t('events.confirmWith', { organiser: part.organiser });
  }
}

/**
 * One row of a list: a card of fixed height opening the item's overlay over the list, with the
 * item's favourite heart beside it (requirements §4 Favourite toggle; a button cannot sit
 * inside the card's link). It takes the translation from the list, so a row that scrolls in
 * costs little.
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
  const meta = card.meta.map((part, index) => (
    <span
      key={index}
      className={`search-card__line${part.kind === 'state' ? ' search-card__line--state' : ''}`}
    >
      {metaText(part, t)}
    </span>
  ));
  if (card.opens === false) return <TellingCard card={card} meta={meta} />;
  return (
    <div className="search-card">
      <Card
        to={link({ kind: overlay, id: String(card.id) })}
        title={card.title}
        image={card.image}
        layout="row"
        meta={meta}
      />
      <FavouriteToggle item={favouriteItem(overlay, card.id, card.title, card.latlng)} />
    </div>
  );
});

/**
 * A row that opens nothing (a recurring festival tells all it knows): Card's look without
 * its link, so it takes no stop in the keyboard's path. Card stays a link: the first screen
 * carries it, and every byte there counts.
 */
function TellingCard({ card, meta }: { card: CardText; meta: ReactNode }) {
  return (
    <div className="card card--row">
      <LazyImage className="card__image" src={card.image} alt="" ratio="1 / 1" />
      <span className="card__body">
        <span className="card__title">{card.title}</span>
        <span className="card__meta">{meta}</span>
      </span>
    </div>
  );
}
