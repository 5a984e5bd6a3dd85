/** The operator console's pages (issue 22): `/admin` and below. */
export const CONSOLE_PAGES = '/admin';

export function isConsolePage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === CONSOLE_PAGES || pathname.startsWith(`${CONSOLE_PAGES}/`);
}
