// Paints the stored theme before the app loads, so a light-theme user sees no dark flash. A file rather than an inline
// script so that the Content-Security-Policy needs no 'unsafe-inline' for scripts. The storage key follows
// runtime/shell/app-path.ts: "<app path>_theme", the app path being the base this file is served under.
(function () {
  var theme = 'dark';
  try {
    var base = new URL(document.currentScript.src).pathname.replace(/theme-boot\.js$/, '').replace(/^\/+|\/+$/g, '');
    var stored = localStorage.getItem((base === '' ? 'keel' : base.replace(/\/+/g, '_')) + '_theme');
    if (stored === 'light') theme = 'light';
  } catch (e) {
    // Storage closed to the page: the default theme.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', theme);
})();
