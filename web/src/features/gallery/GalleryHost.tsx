import { Suspense } from 'react';
import { lazyScreen } from '../../app/lazy-chunk';
import { useOpenGallery } from './use-gallery';

// The viewer (PhotoSwipe) is fetched the first time a picture is opened.
const GalleryViewer = lazyScreen(() => import('./GalleryViewer'));

/** Mounts the photo gallery viewer while the address names a gallery that is on screen. */
export function GalleryHost() {
  const gallery = useOpenGallery();
  if (!gallery) return null;
  return (
    <Suspense fallback={null}>
      <GalleryViewer gallery={gallery} />
    </Suspense>
  );
}
