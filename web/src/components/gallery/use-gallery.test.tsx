import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from '@/lib/router';
import { galleryRegistry, type GalleryImage } from './gallery-registry';
import {
  GALLERY_PUSHED_STATE,
  useGallery,
  useGalleryNavigation,
  useOpenGallery,
  type OpenGallery,
} from './use-gallery';

const IMAGES: GalleryImage[] = [
  { src: 'https://example.org/1.jpg' },
  { src: 'https://example.org/2.jpg', title: 'Harbour' },
  { src: 'https://example.org/3.jpg' },
];

/** Renders the hooks under a memory router: buttons act, outputs show the address and the open gallery. */
function Probe({ register }: { register: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { showPicture, close } = useGalleryNavigation();
  const gallery = useOpenGallery();
  return (
    <>
      {register ? <Opener /> : null}
      <button type="button" onClick={() => showPicture(2)}>
        third
      </button>
      <button type="button" onClick={close}>
        close
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <output data-testid="state">{String(location.state)}</output>
      <output data-testid="gallery">{JSON.stringify(gallery ?? null)}</output>
    </>
  );
}

function Opener() {
  const open = useGallery('attraction-1', IMAGES);
  return (
    <>
      <button type="button" onClick={() => open(0)}>
        open first
      </button>
      <button type="button" onClick={() => open(1)}>
        open second
      </button>
    </>
  );
}

function Registered({ images }: { images: GalleryImage[] }) {
  useGallery('attraction-1', images);
  return null;
}

type Entry = string | { pathname: string; search: string; state?: unknown };

function show(entries: Entry[], register = true) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Probe register={register} />
    </MemoryRouter>,
  );
}

const press = (name: string) => act(() => screen.getByRole('button', { name }).click());
const gallery = () =>
  JSON.parse(screen.getByTestId('gallery').textContent ?? 'null') as OpenGallery | null;
const address = () => screen.getByTestId('address').textContent;

afterEach(cleanup);

describe('useGallery', () => {
  it('opens a picture as a new history entry carrying gid and pid (from 1)', () => {
    show(['/en/?attraction=1']);
    press('open second');
    expect(address()).toBe('/en/?attraction=1&gid=attraction-1&pid=2');
    expect(screen.getByTestId('state').textContent).toBe(GALLERY_PUSHED_STATE);
    press('back');
    expect(address()).toBe('/en/?attraction=1');
  });

  it('replaces the ids of a gallery that was named before', () => {
    show(['/en/?gid=other&pid=4&attraction=1']);
    press('open first');
    expect(address()).toBe('/en/?attraction=1&gid=attraction-1&pid=1');
  });

  it('keeps the set it registered while the screen passes the same pictures anew', () => {
    const { rerender } = render(
      <MemoryRouter>
        <Registered images={IMAGES.map((image) => ({ ...image }))} />
      </MemoryRouter>,
    );
    const registered = galleryRegistry.get('attraction-1');
    rerender(
      <MemoryRouter>
        <Registered images={IMAGES.map((image) => ({ ...image }))} />
      </MemoryRouter>,
    );
    expect(galleryRegistry.get('attraction-1')).toBe(registered);
    rerender(
      <MemoryRouter>
        <Registered images={IMAGES.slice(1)} />
      </MemoryRouter>,
    );
    expect(galleryRegistry.get('attraction-1')).toEqual(IMAGES.slice(1));
  });

  it('registers its set while mounted and lets go of it after', () => {
    show(['/en/']);
    expect(galleryRegistry.get('attraction-1')).toEqual(IMAGES);
    cleanup();
    expect(galleryRegistry.get('attraction-1')).toBeUndefined();
  });
});

describe('useOpenGallery', () => {
  it('is undefined while the address names no gallery', () => {
    show(['/en/?attraction=1']);
    expect(gallery()).toBeNull();
  });

  it('is undefined until the named set is on screen', () => {
    show(['/en/?gid=attraction-1&pid=1'], false);
    expect(gallery()).toBeNull();
  });

  it.each([
    ['1', 0],
    ['3', 2],
    ['9', 2],
    ['0', 0],
    ['two', 0],
  ])('resolves pid=%s to the picture at index %i', (pid, index) => {
    show([`/en/?gid=attraction-1&pid=${pid}`]);
    expect(gallery()).toEqual({ galleryId: 'attraction-1', images: IMAGES, index });
  });
});

describe('useGalleryNavigation', () => {
  it('moves to another picture in place, keeping the entry that Back leaves', () => {
    show(['/en/?attraction=1']);
    press('open first');
    press('third');
    expect(address()).toBe('/en/?attraction=1&gid=attraction-1&pid=3');
    expect(screen.getByTestId('state').textContent).toBe(GALLERY_PUSHED_STATE);
    press('back');
    expect(address()).toBe('/en/?attraction=1');
  });

  it('closes a viewer the app opened by stepping back to the earlier address', () => {
    show(['/en/', '/en/?attraction=1']);
    press('open second');
    press('close');
    expect(address()).toBe('/en/?attraction=1');
    press('back');
    expect(address()).toBe('/en/');
  });

  it('closes a viewer opened by the address (a reload) by dropping the ids in place', () => {
    show(['/en/', '/en/?attraction=1&gid=attraction-1&pid=2']);
    press('close');
    expect(address()).toBe('/en/?attraction=1');
    press('back');
    expect(address()).toBe('/en/');
  });

  it('leaves no empty query behind', () => {
    show(['/en/search/?gid=attraction-1&pid=1']);
    press('close');
    expect(address()).toBe('/en/search/');
  });
});
