// The Chromium every browser bench drives: Debian's (Playwright cannot download browsers here),
// with the flags that keep it quiet and working as root in a container.
import { chromium } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = () => process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
