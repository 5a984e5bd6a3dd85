import type { SessionDevice } from '@chat/protocol';

/** What a session's stored user agent tells about where it was opened. */
export interface UserAgentSummary {
  device: SessionDevice;
  browser: string | null;
  os: string | null;
  /** The native wrapper's web view (Capacitor on Android or iOS), not a browser. */
  app: boolean;
}

// The first match wins: Edge, Opera and Samsung Internet also say "Chrome", and every browser on
// iOS and most others also say "Safari", so the specific names come before the generic ones.
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|OPiOS|OPT)\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

const firstMatch = (table: [string, RegExp][], text: string) => table.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

/**
 * A short reading of the common browsers and systems, enough for "Chrome on Windows": a full
 * parser's device database buys nothing here. Versions are left out: browsers now freeze most of
 * them (macOS 10.15.7, Android 10), so they would mislead. Unknown parts are null.
 */
export function parseUserAgent(userAgent: string | null): UserAgentSummary {
  const text = userAgent ?? '';
  const os = firstMatch(SYSTEMS, text);
  // Capacitor adds nothing of its own: Android's web view marks itself "wv"; iOS's WKWebView is
  // the only iOS client without a "Safari/" token.
  const app = (os === 'Android' && /;\s*wv\)/.test(text)) || ((os === 'iOS' || os === 'iPadOS') && !/\bSafari\//.test(text));
  return { device: deviceOf(os, text), browser: app ? null : firstMatch(BROWSERS, text), os, app };
}

function deviceOf(os: string | null, text: string): SessionDevice {
  if (os === 'iPadOS') return 'tablet';
  if (os === 'iOS') return 'phone';
  // Android phones say "Mobile"; tablets do not (Firefox says "Tablet").
  if (os === 'Android') return /\bMobile\b/.test(text) && !/\bTablet\b/.test(text) ? 'phone' : 'tablet';
  if (os !== null) return 'computer';
  return /\bMobi/.test(text) ? 'phone' : 'unknown';
}
