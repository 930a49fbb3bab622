import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Glyph } from '@/components/Glyph';
import { GalleryCarousel } from '@/components/gallery/GalleryCarousel';
import {
  ExternalLink,
  NavigateButton,
  PhoneButton,
  TranslationNote,
} from '@/components/detail-parts';
import { favouriteItem } from '@/lib/favourites/favourite-item';
import { OverlayTitle } from '../overlay-title';
import { useAttractionCategories } from './api/get-categories';
import type { Place, PlaceKind } from './api/get-place';
import { AudioButton } from './parts/AudioButton';
import { ContactLines } from './parts/ContactLines';
import { DriverView } from './parts/DriverView';
import { EarlierNotices } from './parts/EarlierNotices';
import { OpeningHours } from './parts/OpeningHours';
import { PlaceAnnouncements } from './parts/PlaceAnnouncements';
import { PlaceDescription } from './parts/PlaceDescription';
import { PlaceFacts } from './parts/PlaceFacts';
import { NearbyFacilities } from './parts/NearbyFacilities';
import { GuideLinks, TextChips, TextSection } from './parts/PlaceLinks';
import { PlaceNotices } from './parts/PlaceNotices';
import { PlaceParking } from './parts/PlaceParking';
import { PlaceReviews } from './parts/PlaceReviews';
import { PlaceWeather } from './parts/PlaceWeather';
import { Ratings } from './parts/Ratings';
import { CouponCards, FeatureCards } from './parts/ShopItems';
import { ThemeChips } from './parts/ThemeChips';
import { placeClosures } from './place-closures';
import { categoryNames, commaList } from './place-fields';
import './place.css';
import './place-extras.css';

/**
 * An attraction, shop or accommodation (requirements §2, §3), in the order a visitor on the way
 * reads it: what and how good, any warning, how to get there, when it is open, what it is,
 * then the practical details. Every part shows only when the record has it.
 */
export function PlaceDetail({
  kind,
  place,
  lang,
  active,
}: {
  kind: PlaceKind;
  place: Place;
  lang: ContentLang;
  /** Whether the address still shows this page (the audio stops when it does not). */
  active: boolean;
}) {
  const { t } = useTranslation();
  const categoryList = useAttractionCategories(lang, place.categories !== '');
  const categories = categoryNames(kind, place.categories, categoryList.data ?? []);
  const lead = place.name_c && place.name_c !== place.name ? place.name_c : undefined;
  // Closures are weighed on the Taipei day the page opens: one that has ended is history.
  const [now] = useState(() => Date.now());
  const closures = placeClosures(place.opentime, place.construction_information, now);

  return (
    <article className={`place place--${kind}`}>
      <GalleryCarousel galleryId={`${kind}-${place.id}`} images={place.images} label={place.name} />
      <div className="place-head">
        <OverlayTitle
          {...(lead ? { lead } : {})}
          description={place.content}
          favourite={favouriteItem(kind, place.id, place.name, place.latlng)}
        >
          {place.name}
        </OverlayTitle>
        {categories.length > 0 ? (
          <ul className="chips place-categories" aria-label={t('place.categories')}>
            {categories.map((name) => (
              <li key={name} className="chip place-category">
                {name}
              </li>
            ))}
          </ul>
        ) : null}
        <Ratings googleScore={place.googleScore} tripadvisor={place.tripadvisor} />
      </div>
      <TranslationNote translation={place.translation} />
      <PlaceNotices access={place.access} closures={closures.notices} />
      {kind === 'attraction' ? <PlaceAnnouncements zipcode={place.zipcode} lang={lang} /> : null}

      <div className="detail-actions place-actions">
        <NavigateButton latlng={place.latlng} />
        <PhoneButton tel={place.tel} />
        {place.address ? (
          <DriverView name={place.name_c ?? place.name} address={place.address} />
        ) : null}
        {place.audio ? <AudioButton src={place.audio} active={active} /> : null}
        {place.booking_url ? (
          <ExternalLink href={place.booking_url} className="button button--primary">
            <Glyph name="calendar" />
            {t('place.book')}
          </ExternalLink>
        ) : null}
      </div>
      {kind === 'attraction' && place.latlng ? (
        <NearbyFacilities latlng={place.latlng} lang={lang} />
      ) : null}

      <div className="place-columns">
        <OpeningHours
          opentime={closures.opentime}
          opentimeGoogle={place.opentimeGoogle}
          lang={lang}
          business={kind !== 'attraction'}
        />
        <PlaceFacts place={place} lang={lang} />
      </div>
      {kind === 'attraction' ? (
        <PlaceWeather zipcode={place.zipcode} latlng={place.latlng} lang={lang} />
      ) : null}
      {place.parking_id ? <PlaceParking parkingId={place.parking_id} lang={lang} /> : null}

      <PlaceDescription place={place} />
      <FeatureCards title={t('place.signatureFeatures')} items={place.signature_features} />
      <FeatureCards title={t('place.rentalItems')} items={place.rental_items} />
      <CouponCards coupons={place.coupons} />
      <TextChips title={t('place.services')} items={place.service ?? []} />
      <ThemeChips themes={place.themes} />
      <ContactLines
        {...(place.line ? { line: place.line } : {})}
        {...(place.wechat ? { wechat: place.wechat } : {})}
      />
      <TextSection title={t('place.information')} text={place.information} />
      <TextSection title={t('place.reservation')} text={place.reservation} />
      <TextChips title={t('place.tags')} items={commaList(place.tags)} />
      <GuideLinks guides={place.guides} />
      <PlaceReviews kind={kind} placeId={Number(place.id)} lang={lang} />
      <EarlierNotices notices={closures.earlier} />
    </article>
  );
}
