import { Suspense, useState } from 'react';
import { closedGallery, openGallery, type GalleryState } from '@ecg/domain/rules/gallery';
import { lazyContentScreen } from '@/lib/lazy-chunk';
import { sameImages, type GalleryImage } from '@/components/gallery/gallery-registry';
import { useOpenGallery } from '@/components/gallery/use-gallery';

// The viewer (PhotoSwipe) is fetched the first time a picture is opened.
const GalleryViewer = lazyContentScreen(() => import('./GalleryViewer'));

interface HostState {
  /** Counts the openings: each one gets a viewer of its own. */
  session: number;
  galleryId: string;
  /** The registered set the viewer shows (GalleryState.data is a copy of it). */
  images: readonly GalleryImage[];
  /** Whether the address named the gallery at the last render. */
  named: boolean;
  view: GalleryState<GalleryImage>;
}

const NOTHING: HostState = {
  session: 0,
  galleryId: '',
  images: [],
  named: false,
  view: closedGallery(),
};

/**
 * Mounts the photo gallery viewer while the address names a gallery that is on screen. When
 * the address lets go of it (Back, or the viewer's own close), the viewer stays until its
 * closing animation ends; then the gallery state is reset (requirements §4).
 */
export default function GalleryHost() {
  const gallery = useOpenGallery();
  const [state, setState] = useState(NOTHING);

  if (
    gallery &&
    (!state.named ||
      gallery.galleryId !== state.galleryId ||
      !sameImages(gallery.images, state.images))
  ) {
    setState({
      session: state.session + 1,
      galleryId: gallery.galleryId,
      images: gallery.images,
      named: true,
      view: openGallery(gallery.images, gallery.index),
    });
  } else if (!gallery && state.named) {
    setState({ ...state, named: false });
  }

  if (!state.view.visible) return null;
  return (
    <Suspense fallback={null}>
      <GalleryViewer
        key={state.session}
        gallery={{ galleryId: state.galleryId, images: state.view.data, index: state.view.index }}
        open={gallery !== undefined}
        onClosed={() => setState((current) => ({ ...current, view: closedGallery() }))}
      />
    </Suspense>
  );
}
