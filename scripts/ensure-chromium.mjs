// Installs Debian's Chromium for the end-to-end tests when it is missing and we can (root with apt-get).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(executable)) return executable;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(`Chromium not found at ${executable}. Install Debian's "chromium" package or set CHROMIUM_PATH.`);
  }
  console.log('Installing Chromium from Debian packages…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', {
    stdio: 'inherit',
  });
  return executable;
}
