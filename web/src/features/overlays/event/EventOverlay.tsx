import { useTranslation } from '@/lib/i18n';
import type { TravelEvent } from '@ecg/domain/contracts';
import { pointsToOfficialSite } from '@ecg/domain/rules/event-links';
import { capImages } from '@ecg/domain/rules/images';
import { RichText } from '@/components/RichText';
import { GalleryCarousel } from '@/components/gallery/GalleryCarousel';
import { DetailQuery } from '../DetailQuery';
import {
  DetailSection,
  ExternalLink,
  Facts,
  NavigateButton,
  TranslationNote,
} from '@/components/detail-parts';
import type { OverlayContentProps } from '../overlay-contents';
import { favouriteItem } from '@/lib/favourites/favourite-item';
import { OverlayTitle } from '../overlay-title';
import { useEvent } from './api/get-event';
import { FileList, LinkList } from '../LinkLists';

/**
 * Where the feed gives only "see the official site" (詳見官網), which is no place: said in the
 * reader's language, opening the event's first link.
 */
function OfficialSite({ event }: { event: TravelEvent }) {
  const { t } = useTranslation();
  const link = event.links?.find((one) => one.url !== '');
  return link ? (
    <ExternalLink href={link.url}>{t('event.seeOfficialSite')}</ExternalLink>
  ) : (
    t('event.seeOfficialSite')
  );
}

/**
 * requirements §2 event detail: duration, address with a navigate button, description, links,
 * files; first, whether it has ended and whether its dates were fixed (requirements §3).
 */
export function EventDetail({ event }: { event: TravelEvent }) {
  const { t } = useTranslation();
  const place = (text: string | undefined) =>
    pointsToOfficialSite(text) ? <OfficialSite event={event} /> : text;
  const venue =
    event.title && event.title !== event.address && !pointsToOfficialSite(event.title)
      ? event.title
      : undefined;
  return (
    <article className="event-detail">
      <GalleryCarousel
        galleryId={`event-${event.id}`}
        images={capImages(event.images, 'event')}
        label={event.name}
      />
      <OverlayTitle
        description={event.description}
        favourite={favouriteItem('event', event.id, event.name, event.latlng)}
      >
        {event.name}
      </OverlayTitle>
      {event.status === 'ended' ? (
        <p className="detail-note" role="note">
          {t('events.endedNote')}
        </p>
      ) : null}
      {event.dateToBeConfirmed ? (
        <p className="detail-note" role="note">
          {t('events.dateTbcNote')}
        </p>
      ) : null}
      <TranslationNote translation={event.translation} />
      <DetailSection title={t('event.when')}>
        <Facts
          rows={[
            [t('event.duration'), event.duration],
            [t('event.venue'), venue],
            [t('detail.address'), place(event.address)],
          ]}
        />
        {event.latlng ? (
          <div className="detail-actions detail-actions--flush">
            <NavigateButton latlng={event.latlng} />
          </div>
        ) : null}
      </DetailSection>
      <DetailSection title={t('event.description')}>
        {event.description ? <RichText html={event.description} /> : null}
      </DetailSection>
      <LinkList title={t('event.links')} links={event.links} />
      <FileList title={t('event.files')} files={event.files} />
    </article>
  );
}

export default function EventOverlay({ overlay, lang }: OverlayContentProps) {
  if (overlay.kind !== 'event') return null;
  return <EventContent id={overlay.id} lang={lang} />;
}

function EventContent({ id, lang }: { id: string; lang: OverlayContentProps['lang'] }) {
  const query = useEvent(id, lang);
  return <DetailQuery query={query}>{(event) => <EventDetail event={event} />}</DetailQuery>;
}
