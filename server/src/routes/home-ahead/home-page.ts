import type { HomeAssets } from './page-assets';

/** What the web's render module gives for one home (web/src/app/render-ahead.tsx). */
export interface RenderedHome {
  html: string;
  state: unknown;
  htmlLang: string;
  title: string;
}

/**
 * JSON as the text of a <script type="application/json">: no `<` survives, so nothing in the
 * content can close the element or open a comment (the HTML standard's script data rules).
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const text = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (value: string): string => text(value).replace(/"/g, '&quot;');

/** React puts the resources a render asks for (a picture to preload) before its markup. */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/**
 * The app's page (web/dist/index.html) with a home rendered ahead in it: the language named on
 * <html>, the markup in #root, the answers it shows in #home-data, and the home's chunk, strings
 * and styles named in the head. The page's script and style rules are unchanged: nothing inline
 * runs or styles (docs/performance.md, The home rendered ahead).
 */
export function homePage(
  template: string,
  base: string,
  lang: string,
  home: RenderedHome,
  assets: HomeAssets,
): string {
  const links = LEADING_LINKS.exec(home.html)?.[0] ?? '';
  const markup = home.html.slice(links.length);
  const head = [
    ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    links,
  ].join('');
  const page = template
    .replace(
      /<html lang="[^"]*">/,
      () => `<html lang="${attribute(home.htmlLang)}" data-home="${attribute(lang)}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(home.title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    // Functions, not strings, as replacements: the content may hold `$&` and its kin.
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" class="ahead">${markup}</div>` +
        `<script type="application/json" id="home-data">${scriptSafeJson(home.state)}</script>`,
    );
  if (!page.includes('id="home-data"') || !page.includes('data-home=')) {
    throw new Error('The app page has no place for a home rendered ahead');
  }
  return page;
}
