// Runs in the page's head, before the first paint, so a page never shows a home that is not the
// address's (docs/performance.md, The home rendered ahead). A classic script of its own: the
// page's policy allows no inline script, and the app's module runs only after the page is read.
(function () {
  var html = document.documentElement;
  // /pwa/en/ and /pwa/ja/ are the homes of English and Japanese: their address in the app.
  var entry = /\/(en|ja)\/$/.exec(location.pathname);
  var home = html.getAttribute('data-home') || (entry ? entry[1] : 'zh-tw');
  if (location.hash === '' || location.hash === '#' || location.hash === '#/') {
    history.replaceState(history.state, '', '#/' + home + '/');
  }
  if (!html.hasAttribute('data-home')) return;
  var stored = null;
  try {
    stored = localStorage.getItem('ecg.uiLang');
  } catch {
    // Storage refused: the visitor has chosen no language, the page's own is theirs.
  }
  // Simplified Chinese reads the zh-tw content and Korean the English, in their own words
  // (domain/src/rules/language.ts, uiLangFor): the home in the page is not theirs.
  var otherWords = (home === 'zh-tw' && stored === 'zh-cn') || (home === 'en' && stored === 'ko');
  var atHome = location.hash === '#/' + home + '/' || location.hash === '#/' + home;
  if (atHome && !otherWords) html.classList.add('home-ahead');
})();
