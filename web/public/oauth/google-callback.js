// The Google popup lands here: hand the authorization code and state to the window that opened
// it (same origin only), then close. No inline script, so the strict CSP holds.
(function () {
  var params = new URLSearchParams(window.location.search);
  var message = {
    type: 'chat-assistant:google-oauth',
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
  };
  if (window.opener) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  }
})();
