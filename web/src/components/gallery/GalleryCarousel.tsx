import { useTranslation } from '@/lib/i18n';
import { Carousel } from '../Carousel';
import { LazyImage } from '../LazyImage';
import type { GalleryImage } from './gallery-registry';
import { useGallery } from './use-gallery';

/** requirements §9: detail pages play their pictures every 8 s. */
export const DETAIL_CAROUSEL_DELAY_MS = 8000;

/**
 * The pictures of a detail page: a carousel whose every picture opens the gallery viewer on
 * itself. With no picture there is nothing to show, and the box is not reserved.
 */
export function GalleryCarousel({
  galleryId,
  images,
  label,
}: {
  galleryId: string;
  images: readonly GalleryImage[];
  /** What the pictures show, for the buttons' names (usually the page's title). */
  label: string;
}) {
  const { t } = useTranslation();
  // A picture without a title in the reader's language (a caption only in Chinese) is named
  // in the viewer by what the page shows and its place in the set.
  const titled = images.map((image, index) =>
    image.title === undefined
      ? {
          ...image,
          title: t('gallery.untitled', { name: label, index: index + 1, count: images.length }),
        }
      : image,
  );
  const open = useGallery(galleryId, titled);
  if (images.length === 0) return null;
  return (
    <Carousel
      className="detail-carousel"
      items={images}
      delayMs={DETAIL_CAROUSEL_DELAY_MS}
      label={t('gallery.pictures', { name: label })}
      renderSlide={(image, index) => (
        <button
          type="button"
          className="detail-carousel__open"
          aria-label={t('gallery.open', { name: image.title ?? label, index: index + 1 })}
          onClick={() => open(index)}
        >
          <LazyImage src={image.src} alt="" eager={index === 0} />
        </button>
      )}
    />
  );
}
