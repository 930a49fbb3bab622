import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from '@/lib/router';
import type { GalleryImage } from '@/components/gallery/gallery-registry';
import GalleryHost from './GalleryHost';
import type { GalleryViewerProps } from './GalleryViewer';
import { useGallery, useGalleryNavigation } from '@/components/gallery/use-gallery';

// The viewer stands in for PhotoSwipe: it shows what the host gives it and can report its end.
vi.mock('./GalleryViewer', () => ({
  default: ({ gallery, open, onClosed }: GalleryViewerProps) => (
    <div
      data-testid="viewer"
      data-gallery={gallery.galleryId}
      data-index={gallery.index}
      data-count={gallery.images.length}
      data-open={String(open)}
    >
      <button type="button" onClick={onClosed}>
        finished closing
      </button>
    </div>
  ),
}));

const IMAGES: GalleryImage[] = [{ src: 'a.jpg' }, { src: 'b.jpg' }, { src: 'c.jpg' }];

function Page() {
  // A fresh copy each render, as screens that cap their pictures pass them.
  const open = useGallery('attraction-1', IMAGES.slice());
  const navigate = useNavigate();
  const { showPicture } = useGalleryNavigation();
  return (
    <>
      <button type="button" onClick={() => showPicture(2)}>
        move to the third
      </button>
      <button type="button" onClick={() => open(1)}>
        open
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <GalleryHost />
    </>
  );
}

function show(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Page />
    </MemoryRouter>,
  );
}

const press = (name: string) => act(() => screen.getByRole('button', { name }).click());

afterEach(cleanup);

describe('GalleryHost (requirements §4 gallery state)', () => {
  it('shows nothing while the address names no gallery', () => {
    show('/en/?attraction=1');
    expect(screen.queryByTestId('viewer')).toBeNull();
  });

  it('opens the viewer on the picture the address names, once the set is on screen', async () => {
    show('/en/?attraction=1&gid=attraction-1&pid=3');
    const viewer = await screen.findByTestId('viewer');
    expect(viewer.dataset).toMatchObject({ gallery: 'attraction-1', index: '2', count: '3' });
    expect(viewer.dataset.open).toBe('true');
  });

  it('keeps the viewer while it closes after Back, then resets to nothing', async () => {
    show('/en/?attraction=1');
    press('open');
    const viewer = await screen.findByTestId('viewer');
    expect(viewer.dataset.index).toBe('1');
    press('back');
    expect(screen.getByTestId('viewer').dataset.open).toBe('false');
    press('finished closing');
    expect(screen.queryByTestId('viewer')).toBeNull();
  });

  it('opens afresh after a close', async () => {
    show('/en/?attraction=1');
    press('open');
    await screen.findByTestId('viewer');
    press('back');
    press('finished closing');
    press('open');
    expect((await screen.findByTestId('viewer')).dataset.open).toBe('true');
  });

  it('keeps the same viewer while the visitor moves through the pictures', async () => {
    show('/en/?attraction=1');
    press('open');
    await screen.findByTestId('viewer');
    press('move to the third');
    // A new viewer would start on the third picture; the open one stays where it began.
    expect(screen.getByTestId('viewer').dataset).toMatchObject({ index: '1', open: 'true' });
  });
});
