import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent.ts';

const cases: [label: string, userAgent: string, expected: ReturnType<typeof parseUserAgent>][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { device: 'computer', browser: 'Chrome', os: 'Windows', app: false },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    { device: 'computer', browser: 'Edge', os: 'Windows', app: false },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    { device: 'computer', browser: 'Safari', os: 'macOS', app: false },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { device: 'computer', browser: 'Firefox', os: 'Linux', app: false },
  ],
  [
    'Opera on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    { device: 'computer', browser: 'Opera', os: 'macOS', app: false },
  ],
  [
    'Chrome on ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { device: 'computer', browser: 'Chrome', os: 'ChromeOS', app: false },
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    { device: 'phone', browser: 'Safari', os: 'iOS', app: false },
  ],
  [
    'Chrome on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    { device: 'phone', browser: 'Chrome', os: 'iOS', app: false },
  ],
  [
    'Firefox on iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    { device: 'tablet', browser: 'Firefox', os: 'iPadOS', app: false },
  ],
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    { device: 'phone', browser: 'Chrome', os: 'Android', app: false },
  ],
  [
    'Samsung Internet on an Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
    { device: 'tablet', browser: 'Samsung Internet', os: 'Android', app: false },
  ],
  [
    'the app on Android (web view)',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.39 Mobile Safari/537.36',
    { device: 'phone', browser: null, os: 'Android', app: true },
  ],
  [
    'the app on iPhone (WKWebView)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    { device: 'phone', browser: null, os: 'iOS', app: true },
  ],
  ['an unknown client', 'curl/8.5.0', { device: 'unknown', browser: null, os: null, app: false }],
];

describe("reading a session's user agent (issue 37)", () => {
  it.each(cases)('%s', (_label, userAgent, expected) => {
    expect(parseUserAgent(userAgent)).toEqual(expected);
  });

  it('answers all unknown for a session stored without one', () => {
    expect(parseUserAgent(null)).toEqual({ device: 'unknown', browser: null, os: null, app: false });
  });
});
