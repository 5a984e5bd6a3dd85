// Installs the browser of the end-to-end tests when it is missing and we can (root with apt-get):
// Debian's chromium-headless-shell (e2e/support/browser.ts). CHROMIUM_PATH chooses another binary.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL } from '../e2e/support/browser.ts';

export function ensureChromium() {
  const executable = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
  if (existsSync(executable)) return executable;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `No browser at ${executable}. Install Debian's "chromium-headless-shell" package, or set CHROMIUM_PATH to a Chromium.`,
    );
  }
  console.log('Installing chromium-headless-shell from Debian packages…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-liberation',
    {
      stdio: 'inherit',
    },
  );
  return executable;
}
