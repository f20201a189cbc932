// Applies the remembered or system theme before first paint. Keep in sync with src/app/theme.ts (storage key).
(function () {
  var stored = null;
  try { stored = localStorage.getItem("devdeck-theme"); } catch { /* storage may be blocked */ }
  var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
})();
// A peer's address in path form (/json-prettify, as IT-Tools writes it) is the same page as #/json-prettify:
// the address settles on the hash form at once, with no reload, before anything reads it.
(function () {
  var path = /^\/([a-z0-9-]+)\/?$/.exec(location.pathname);
  if (!path) return;
  var hash = /^#\/?[a-z]/.test(location.hash) ? location.hash : '#/' + path[1];
  history.replaceState(history.state, '', '/' + location.search + hash);
})();
// A deep link (#/<tool>): fetch the tool's code beside the app's entry, from the map the build writes
// (vite-tool-preload.ts). The landing page does not need it, so it does not pay for it.
(function () {
  if (!/^#\/?[a-z]/.test(location.hash)) return;
  var preload = document.createElement('script');
  preload.src = '/tool-preload.js';
  preload.async = true;
  document.head.appendChild(preload);
})();
