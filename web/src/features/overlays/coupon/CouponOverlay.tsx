import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import type { Coupon } from '@ecg/domain/contracts';
import { capImages } from '@ecg/domain/rules/images';
import { Glyph } from '@/components/Glyph';
import { GalleryCarousel } from '@/components/gallery/GalleryCarousel';
import { DetailQuery } from '../DetailQuery';
import {
  DetailSection,
  Facts,
  NavigateButton,
  PhoneButton,
  TranslationNote,
} from '@/components/detail-parts';
import type { OverlayContentProps } from '../overlay-contents';
import { useOverlayLink } from '@/components/overlay-link';
import { favouriteItem } from '@/lib/favourites/favourite-item';
import { OverlayTitle } from '../overlay-title';
import { useCoupon } from './api/get-coupon';
import { periodText } from '../date-text';
import './coupon.css';

/** requirements §2 coupon detail: validity, description, restriction, and the shop's name, address and phone. */
export function CouponDetail({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const overlayLink = useOverlayLink();
  return (
    <article className="coupon-detail">
      <GalleryCarousel
        galleryId={`coupon-${coupon.id}`}
        images={capImages(coupon.images, 'default')}
        label={coupon.name}
      />
      <OverlayTitle
        description={coupon.description}
        favourite={favouriteItem('coupon', coupon.id, coupon.name, coupon.shop_latlng)}
      >
        {coupon.name}
      </OverlayTitle>
      <TranslationNote translation={coupon.translation} />
      <p className="coupon-validity">
        <Glyph name="calendar" />
        <span>
          <span className="coupon-validity__label">{t('coupon.validity')}</span>{' '}
          {periodText(coupon.start, coupon.end)}
        </span>
      </p>
      <DetailSection title={t('coupon.description')}>
        {coupon.description ? <p className="detail-text">{coupon.description}</p> : null}
      </DetailSection>
      <DetailSection title={t('coupon.restriction')}>
        {coupon.restrication ? <p className="detail-text">{coupon.restrication}</p> : null}
      </DetailSection>
      <DetailSection title={t('coupon.shop')}>
        <Link
          to={overlayLink({ kind: 'shop', id: String(coupon.shop_id) })}
          className="coupon-shop"
        >
          <Glyph name="ticket" />
          <span className="coupon-shop__name">{coupon.shop_name}</span>
          <Glyph name="next" />
        </Link>
        <Facts
          rows={[
            [t('detail.address'), coupon.shop_address],
            [t('detail.phone'), coupon.shop_tel],
          ]}
        />
        {coupon.shop_latlng || coupon.shop_tel ? (
          <div className="detail-actions detail-actions--flush">
            <NavigateButton latlng={coupon.shop_latlng} />
            <PhoneButton tel={coupon.shop_tel} />
          </div>
        ) : null}
      </DetailSection>
    </article>
  );
}

export default function CouponOverlay({ overlay, lang }: OverlayContentProps) {
  if (overlay.kind !== 'coupon') return null;
  return <CouponContent id={overlay.id} lang={lang} />;
}

function CouponContent({ id, lang }: { id: string; lang: OverlayContentProps['lang'] }) {
  const query = useCoupon(id, lang);
  return <DetailQuery query={query}>{(coupon) => <CouponDetail coupon={coupon} />}</DetailQuery>;
}
