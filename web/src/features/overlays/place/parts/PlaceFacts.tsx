import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { telHref } from '@ecg/domain/rules/phone';
import { DetailSection, ExternalLink, Facts } from '@/components/detail-parts';
import type { Place } from '../api/get-place';
import { linkLabel } from '../place-fields';
import { PlaceAddress } from './PlaceAddress';
import { PracticalNote } from '@/components/practical-note/PracticalNote';

/** Address, ways to reach the place, tickets and parking: each row only when known. */
export function PlaceFacts({ place, lang }: { place: Place; lang: ContentLang }) {
  const { t } = useTranslation();
  const rows = [
    [
      t('detail.address'),
      place.address ? (
        <PlaceAddress
          address={place.address}
          township={place.township}
          zipcode={place.zipcode}
          lang={lang}
        />
      ) : undefined,
    ],
    [t('detail.phone'), place.tel ? <a href={telHref(place.tel)}>{place.tel}</a> : undefined],
    [
      t('detail.website'),
      place.website ? (
        <ExternalLink href={place.website}>{linkLabel(place.website)}</ExternalLink>
      ) : undefined,
    ],
    [
      t('place.facebook'),
      place.facebook ? (
        <ExternalLink href={place.facebook}>{linkLabel(place.facebook)}</ExternalLink>
      ) : undefined,
    ],
    [
      t('detail.email'),
      place.email ? <a href={`mailto:${place.email}`}>{place.email}</a> : undefined,
    ],
    [
      t('place.menu'),
      place.menu_download ? (
        <ExternalLink href={place.menu_download}>{t('place.menuDownload')}</ExternalLink>
      ) : undefined,
    ],
    [
      t('place.onlineShop'),
      place.onlineShopping ? (
        <ExternalLink href={place.onlineShopping}>{linkLabel(place.onlineShopping)}</ExternalLink>
      ) : undefined,
    ],
    [
      t('place.ticket'),
      place.ticket ? <PracticalNote field="ticket" note={place.ticket} lang={lang} /> : undefined,
    ],
    [
      t('place.parking'),
      place.parking ? (
        <PracticalNote field="parking" note={place.parking} lang={lang} />
      ) : undefined,
    ],
  ] as const;
  if (rows.every(([, value]) => !value)) return null;
  return (
    <DetailSection title={t('place.practical')} className="place-facts">
      <Facts rows={rows} />
    </DetailSection>
  );
}
