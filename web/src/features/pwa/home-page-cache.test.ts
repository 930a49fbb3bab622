import { describe, expect, it } from 'vitest';
import { filesOfPage, isKeepableHomePage } from './home-page-cache';

const page = (files: string[], home = ' data-home="zh-tw"') =>
  `<!doctype html><html lang="zh-Hant-TW"${home}><head>` +
  files.map((file) => `<link rel="modulepreload" href="${file}">`).join('') +
  `<link rel="icon" href="/pwa/favicon.svg"><script src="/pwa/first-paint.js"></script>` +
  `</head><body><div id="root"><a href="#/zh-tw/search/">…</a></div></body></html>`;

const FILES = ['/pwa/assets/app-A1.js', '/pwa/assets/vendor-B2.js', '/pwa/assets/app-C3.css'];

describe('the home page kept for a returning visitor', () => {
  it('names the app files of the page, not its other links', () => {
    expect(filesOfPage(page(FILES), '/pwa/')).toEqual(FILES);
  });

  it('keeps a home rendered ahead whose files this release holds', () => {
    const held = new Set(FILES);
    expect(isKeepableHomePage(page(FILES), '/pwa/', (file) => held.has(file))).toBe(true);
  });

  it('never keeps a page of another release, nor the plain page', () => {
    const held = new Set(FILES.slice(1));
    expect(isKeepableHomePage(page(FILES), '/pwa/', (file) => held.has(file))).toBe(false);
    expect(isKeepableHomePage(page(FILES, ''), '/pwa/', () => true)).toBe(false);
    expect(isKeepableHomePage(page([]), '/pwa/', () => true)).toBe(false);
  });
});
