// Runs before the app loads. A file rather than an inline script so that the Content-Security-Policy needs no
// 'unsafe-inline' for scripts. Storage keys follow runtime/shell/app-path.ts: "<app path>_<setting>", the app path
// being the base this file is served under.
(function () {
  var script = document.currentScript && document.currentScript.src;
  var folder = script ? script.replace(/theme-boot\.js(\?.*)?$/, '') : '/';
  var stored = function (setting) {
    try {
      var base = new URL(folder, location.href).pathname.replace(/^\/+|\/+$/g, '');
      return localStorage.getItem((base === '' ? 'keel' : base.replace(/\/+/g, '_')) + '_' + setting);
    } catch (e) {
      // Storage closed to the page: the defaults.
      return null;
    }
  };

  // Paints the stored theme at once, so a light-theme user sees no dark flash.
  document.documentElement.setAttribute('data-mantine-color-scheme', stored('theme') === 'light' ? 'light' : 'dark');

  // Preloads the user's language catalogue beside the entry (the entry would ask for it only once it has run). The
  // build names the chunks (scripts/bundle/catalogue-hints.ts); the language is chosen as runtime/shell/language.ts
  // chooses it: the stored one, else the browser's first English or Russian, else English.
  var hints = document.querySelector('meta[name="keel-catalogues"]');
  if (!hints) return;
  var language = stored('language');
  if (language !== 'en' && language !== 'ru') {
    language = 'en';
    var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < tags.length; i++) {
      var primary = String(tags[i]).trim().toLowerCase().split(/[-_]/)[0];
      if (primary === 'en' || primary === 'ru') { language = primary; break; }
    }
  }
  var pairs = (hints.getAttribute('content') || '').split(' ');
  for (var k = 0; k < pairs.length; k++) {
    if (pairs[k].indexOf(language + '=') !== 0) continue;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = folder + pairs[k].slice(language.length + 1);
    document.head.appendChild(link);
  }
})();
