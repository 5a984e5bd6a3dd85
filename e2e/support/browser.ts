import { existsSync } from 'node:fs';

/**
 * Debian's chromium-headless-shell: the old headless shell, what Playwright itself runs headless. A
 * page costs it half the CPU time of full Chromium on a two-core machine. `npm test` installs it.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser of the end-to-end tests: CHROMIUM_PATH, else the headless shell, else Debian's full Chromium. */
export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}
