// Runs before the first paint, inline in <head> (the CSP allows it by its hash, issue 39): tells
// the pre-rendered shell (index.html, issue 17) what the app is about to show, so that it never
// flashes the wrong screen. The shell is a page as an English-speaking guest sees it (the chat in
// index.html, the plans in plans.html): on any other path the splash shows instead; for a signed-in
// user or another language its text is hidden, its frame kept. The language is found as lib/locale.ts `detectLocale` finds it.
/* global document, location, __LOCALES__ */
(function () {
  var LOCALES = __LOCALES__; // @chat/protocol's, written in at build time
  var root = document.documentElement;
  // The page the HTML was rendered for (plans.html says /plans); any other path shows the splash.
  if (location.pathname !== (root.getAttribute('data-shell-path') || '/')) root.setAttribute('data-shell-route', 'page');
  var signedIn = /(?:^|;\s*)signed_in=[^;]/.test(document.cookie);
  var locale;
  try {
    locale = JSON.parse(localStorage.getItem('locale') || 'null').data;
  } catch {
    locale = undefined;
  }
  var languages = navigator.languages || [navigator.language];
  for (var i = 0; LOCALES.indexOf(locale) < 0 && i < languages.length; i += 1) {
    locale = String(languages[i]).toLowerCase().split('-')[0];
  }
  if (signedIn || (LOCALES.indexOf(locale) >= 0 && locale !== 'en')) root.setAttribute('data-shell-quiet', '');
})();
