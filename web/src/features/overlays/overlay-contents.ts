import type { ComponentType, LazyExoticComponent } from 'react';
import type { Overlay, OverlayKind } from '@ecg/domain/routes';
import type { ContentLang } from '@ecg/domain/rules/language';
import { lazyScreen } from '@/lib/lazy-chunk';

export interface OverlayContentProps {
  overlay: Overlay;
  lang: ContentLang;
}

type OverlayContent = LazyExoticComponent<ComponentType<OverlayContentProps>>;

const place = lazyScreen(() => import('./place/PlaceOverlay'));

/** Each overlay is a chunk of its own, fetched when an address first asks for it. */
export const OVERLAY_CONTENTS: Record<OverlayKind, OverlayContent> = {
  tour: lazyScreen(() => import('./tour/TourOverlay')),
  coupon: lazyScreen(() => import('./coupon/CouponOverlay')),
  event: lazyScreen(() => import('./event/EventOverlay')),
  attraction: place,
  shop: place,
  accommodation: place,
  static: lazyScreen(() => import('./static/StaticOverlay')),
  guide: lazyScreen(() => import('./guide/GuideOverlay')),
};
