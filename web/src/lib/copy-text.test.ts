import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

const clipboard = (writeText: ((text: string) => Promise<void>) | undefined) =>
  vi
    .spyOn(navigator, 'clipboard', 'get')
    .mockReturnValue((writeText ? { writeText } : undefined) as unknown as Clipboard);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the Clipboard API where there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    await expect(copyText('@shop')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('@shop');
  });

  it('falls back to a hidden text area when the API refuses', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    let copied = '';
    const exec = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    document.execCommand = exec;
    await expect(copyText('wechat_id')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe('wechat_id');
    // The text area is gone afterwards.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back where there is no Clipboard API, and gives the focus back', async () => {
    clipboard(undefined);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    document.execCommand = vi.fn(() => true);
    await expect(copyText('@line')).resolves.toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('says so when nothing could copy', async () => {
    clipboard(undefined);
    document.execCommand = vi.fn(() => false);
    await expect(copyText('@line')).resolves.toBe(false);
  });
});
