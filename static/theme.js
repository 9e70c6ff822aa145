// The colour theme, applied before the first paint: app.html loads this file in <head> (a file,
// not an inline script, for the Content-Security-Policy's script-src 'self'). The player's choice
// is kept in localStorage under 'adiutant.theme' ('light' or 'dark'); none = follow the system
// (prefers-color-scheme), also when it changes. src/lib/ui/theme.ts changes the choice.
(function () {
  var media = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function apply() {
    var choice = null;
    try {
      choice = window.localStorage.getItem('adiutant.theme');
    } catch (e) {
      choice = null;
    }
    var dark = choice === 'dark' || (choice !== 'light' && !!media && media.matches);
    document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  }
  apply();
  if (media && media.addEventListener) media.addEventListener('change', apply);
  window.addEventListener('storage', apply);
  window.adiutantTheme = apply;
})();
