import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Webcam } from '@/lib/api/webcams';
import { CameraPicture } from './CameraPicture';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));
vi.mock('@/lib/connectivity', () => ({ useOffline: () => false }));

/** Every picture asked for, answered by the test: it arrives, or fails. */
const asked: { arrive: () => void; fail: () => void }[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    asked.push({ arrive: () => this.onload?.(), fail: () => this.onerror?.() });
  }
}

const webcam = (active: boolean) =>
  ({
    id: 2,
    name: '三仙台',
    image: 'https://fmg.wra.gov.tw/109wraweb/getImage.aspx?mode=getNewImageS&CCTV_SN=0x02',
    active,
  }) as Webcam;

const frames = (container: HTMLElement) => container.querySelectorAll('.webcam-frame');

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CameraPicture', () => {
  it('leaves no empty box while the first picture comes, nor when it fails', () => {
    const { container } = render(<CameraPicture webcam={webcam(true)} />);
    expect(frames(container)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('live.camera.loading');
    act(() => asked[0]?.fail());
    expect(frames(container)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('live.webcams.failed');
  });

  it('leaves no empty box for a camera out of order: the note says so', () => {
    const { container } = render(<CameraPicture webcam={webcam(false)} />);
    expect(frames(container)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('live.webcams.outOfOrder');
  });

  it('shows the picture in its frame once it has arrived', () => {
    const { container } = render(<CameraPicture webcam={webcam(true)} />);
    act(() => asked[0]?.arrive());
    expect(frames(container)).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'live.camera.picture' })).toBeTruthy();
  });
});
