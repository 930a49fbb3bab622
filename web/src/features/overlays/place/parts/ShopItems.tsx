import { Link } from '@/components/Link';
import { useTranslation } from '@/lib/i18n';
import type { ShopCouponRef, SignatureFeature } from '@ecg/domain/contracts';
import { Glyph } from '@/components/Glyph';
import { LazyImage } from '@/components/LazyImage';
import { DetailSection } from '@/components/detail-parts';
import { useOverlayLink } from '@/components/overlay-link';

/** Signature features or rental items: small cards of a picture, a name and a line. */
export function FeatureCards({
  title,
  items,
}: {
  title: string;
  items: readonly SignatureFeature[] | undefined;
}) {
  if (!items || items.length === 0) return null;
  return (
    <DetailSection title={title}>
      <ul className="place-cards">
        {items.map((item) => (
          <li key={item.id} className="place-card">
            <LazyImage className="place-card__image" src={item.thumb} alt="" ratio="1 / 1" />
            <span className="place-card__body">
              <span className="place-card__name">{item.name}</span>
              {item.summary ? <span className="place-card__summary">{item.summary}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** The shop's coupons, each opening the coupon overlay. */
export function CouponCards({ coupons }: { coupons: readonly ShopCouponRef[] | undefined }) {
  const { t } = useTranslation();
  const overlayLink = useOverlayLink();
  if (!coupons || coupons.length === 0) return null;
  return (
    <DetailSection title={t('place.coupons')}>
      <ul className="place-cards">
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <Link
              className="place-card place-card--link"
              to={overlayLink({ kind: 'coupon', id: String(coupon.id) })}
            >
              <LazyImage className="place-card__image" src={coupon.thumb} alt="" ratio="1 / 1" />
              <span className="place-card__body">
                <span className="place-card__name">{coupon.name}</span>
              </span>
              <span className="place-card__next">
                <Glyph name="next" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
