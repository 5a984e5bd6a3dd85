// The Google popup lands here: hand the authorization code and state to the window that opened
// it (same origin only). No inline script, so the strict CSP holds.
// The opener closes this window once it has the message. Closing it here, right after posting,
// raced the opener: `closed` turns true at once, and a busy opener could see the window closed
// before the message arrived and take it for a user who gave up (issue 14). Only if the opener
// never does (it was reloaded or left the app meanwhile) does the window close itself, much later.
(function () {
  var params = new URLSearchParams(window.location.search);
  var message = {
    type: 'chat-assistant:google-oauth',
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
  };
  if (!window.opener) return;
  window.opener.postMessage(message, window.location.origin);
  window.setTimeout(function () {
    window.close();
  }, 10000);
})();
