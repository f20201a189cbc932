// Applies the remembered or system theme before first paint. Keep in sync with src/app/theme.ts (storage key).
(function () {
  var stored = null;
  try { stored = localStorage.getItem("devdeck-theme"); } catch { /* storage may be blocked */ }
  var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
})();
