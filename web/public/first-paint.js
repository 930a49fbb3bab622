// Runs in the page's head, before the first paint (docs/performance.md, The home rendered ahead,
// and No waterfall). A classic script of its own: the page's policy allows no inline script, and
// the app's module runs only after the page is read. It does three things:
// - an empty address becomes the page's home (/pwa/ zh-tw's, /pwa/en/ and /pwa/ja/ their own);
// - a home rendered ahead in the page shows only where the address is that home, read in its own
//   language: otherwise the app draws the address, and never that home first;
// - the address's strings and screen are preloaded with the app's own script, not after it ran.
(function () {
  var html = document.documentElement;
  var entry = /\/(en|ja)\/$/.exec(location.pathname);
  var home = html.getAttribute('data-home') || (entry ? entry[1] : 'zh-tw');
  if (location.hash === '' || location.hash === '#' || location.hash === '#/') {
    history.replaceState(history.state, '', '#/' + home + '/');
  }
  var stored = null;
  try {
    stored = localStorage.getItem('ecg.uiLang');
  } catch {
    // Storage refused: the visitor has chosen no language.
  }
  var address = location.hash.slice(1).split('?');
  var segments = address[0].split('/').slice(1);
  var lang =
    segments[0] === 'en' || segments[0] === 'ja' || segments[0] === 'zh-tw' ? segments[0] : 'zh-tw';
  // Simplified Chinese reads the zh-tw content and Korean the English, in their own words
  // (domain/src/rules/language.ts, uiLangFor).
  var readsIn =
    (lang === 'zh-tw' && stored === 'zh-cn') || (lang === 'en' && stored === 'ko') ? stored : lang;

  var atHome = address.length === 1 && segments.length <= 2 && segments[0] === lang && !segments[1];
  if (html.hasAttribute('data-home') && atHome && lang === home && readsIn === lang) {
    html.classList.add('home-ahead');
  }

  // The map of what to preload is in the page, written at build (web/build/first-paint-chunks.ts).
  var listed = document.getElementById('first-paint-chunks');
  if (!listed) return;
  var chunks = JSON.parse(listed.textContent);
  var rest = segments[0] === lang ? segments.slice(1) : segments;
  var screen = chunks.screens[rest.slice(0, 2).join('/')] || chunks.screens[rest[0] || ''];
  if (!screen) return;
  var fallback = readsIn === 'ko' ? 'en' : 'zh-tw';
  var files = [chunks.strings[readsIn], chunks.strings[fallback]];
  if (screen.content) files.push(chunks.content[readsIn], chunks.content[fallback]);
  var base = listed.getAttribute('data-base') || '/pwa/';
  files.concat(screen.files).forEach(function (file) {
    if (!file || document.querySelector('link[href="' + base + file + '"]')) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = base + file;
    document.head.appendChild(link);
  });
})();
