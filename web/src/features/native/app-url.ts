/** The custom URL scheme of the native apps (capacitor.config.ts, AndroidManifest.xml, Info.plist). */
export const APP_URL_SCHEME = 'chatassistant';
export const APP_URL_PREFIX = `${APP_URL_SCHEME}://`;

/** §2: an app-open URL with the scheme prefix becomes an in-app path (prefix → "/"); others are ignored. */
export function appUrlToPath(url: string, prefix: string = APP_URL_PREFIX): string | undefined {
  if (!url.toLowerCase().startsWith(prefix)) return undefined;
  const rest = url.slice(prefix.length).replace(/^\/+/, '');
  return `/${rest}`;
}
