import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioButton } from './AudioButton';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

// happy-dom plays nothing: the player's methods fire the events a browser's would.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return this.dataset.playing !== 'true';
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dataset.playing = 'true';
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (this.dataset.playing !== 'true') return;
    this.dataset.playing = 'false';
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const button = () => screen.getByRole('button');
const player = () => document.querySelector('audio') as HTMLAudioElement;

describe('AudioButton (requirements §4)', () => {
  it('toggles between play and pause, and says which', () => {
    render(<AudioButton src="/guide.mp3" active />);
    expect(button()).toHaveProperty('textContent', 'place.playAudio');
    expect(button().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button());
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(button()).toHaveProperty('textContent', 'place.pauseAudio');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button());
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    expect(button()).toHaveProperty('textContent', 'place.playAudio');
  });

  it('starts over when the recording ends', () => {
    render(<AudioButton src="/guide.mp3" active />);
    fireEvent.click(button());
    player().currentTime = 42;
    act(() => {
      player().dataset.playing = 'false';
      player().dispatchEvent(new Event('ended'));
    });
    expect(player().currentTime).toBe(0);
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('stops and starts over when the page is no longer shown', () => {
    const { rerender } = render(<AudioButton src="/guide.mp3" active />);
    fireEvent.click(button());
    player().currentTime = 42;
    rerender(<AudioButton src="/guide.mp3" active={false} />);
    expect(player().currentTime).toBe(0);
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('stops when the page goes away', () => {
    const { unmount } = render(<AudioButton src="/guide.mp3" active />);
    fireEvent.click(button());
    const audio = player();
    audio.currentTime = 42;
    unmount();
    expect(audio.dataset.playing).toBe('false');
    expect(audio.currentTime).toBe(0);
  });
});
