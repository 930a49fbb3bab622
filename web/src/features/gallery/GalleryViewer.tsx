import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';
import './gallery.css';
import { useGalleryNavigation, type OpenGallery } from '@/components/gallery/use-gallery';
import { dismissViewer, openViewer, type ViewerTexts } from './viewer-setup';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface GalleryViewerProps {
  gallery: OpenGallery;
  /** False once the address no longer names the gallery (Back): the viewer closes by itself. */
  open?: boolean;
  /** The viewer is gone (after its closing animation): the gallery state can be reset. */
  onClosed?: () => void;
}

/**
 * The photo gallery viewer (requirements §2, §4, §9): PhotoSwipe over the whole screen, with swipe,
 * pinch and zoom. The address follows it: moving to another picture rewrites `pid`, closing
 * restores the address from before it opened, and an address that loses the gallery (Back)
 * closes it without navigating again.
 */
export default function GalleryViewer({ gallery, open = true, onClosed }: GalleryViewerProps) {
  const { t } = useTranslation();
  const { showPicture, close } = useGalleryNavigation();
  const viewerRef = useRef<PhotoSwipe | null>(null);
  // The picture the address shows, so a repeated 'change' on the same picture does not navigate.
  const shownRef = useRef(gallery.index);

  const texts = (): ViewerTexts => ({
    viewer: t('gallery.viewer'),
    close: t('gallery.close'),
    zoom: t('gallery.zoom'),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    failed: t('gallery.failed'),
    failedLink: t('gallery.failedLink'),
    carousel: t('carousel.role'),
    slide: t('carousel.slide'),
    position: (index, count) => t('gallery.position', { index, count }),
  });

  const changed = useEffectEvent((index: number) => {
    if (index === shownRef.current) return;
    shownRef.current = index;
    showPicture(index);
  });
  // Only a close the visitor asked for restores the address; after Back it is restored already.
  const closedByVisitor = useEffectEvent(() => {
    if (open) close();
  });
  const destroyed = useEffectEvent(() => onClosed?.());
  const start = useEffectEvent(() => {
    let disposed = false;
    const viewer = openViewer(
      gallery.images,
      gallery.index,
      texts(),
      {
        onChange: changed,
        onClose: closedByVisitor,
        onDestroy: () => {
          viewerRef.current = null;
          if (!disposed) destroyed();
        },
      },
      prefersReducedMotion(),
    );
    viewerRef.current = viewer;
    return () => {
      disposed = true;
      viewerRef.current = null;
      dismissViewer(viewer, false);
    };
  });

  useEffect(() => start(), []);

  useEffect(() => {
    if (open) return;
    const viewer = viewerRef.current;
    if (viewer) dismissViewer(viewer, true);
    else destroyed();
  }, [open]);

  return null;
}
