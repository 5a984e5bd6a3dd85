// Renders the PWA, Apple and native launcher icons from public/favicon.svg with Debian's Chromium (playwright-core).
// Run: node web/scripts/generate-icons.mjs — the PNGs are committed, so builds need no browser.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const glyph = svg.replace(/<rect[^>]*\/>/, ''); // the speech bubble without its rounded tile
const BRAND = '#4f46e5';

/** `padding` is the share of the edge left empty around the art; the bubble already sits in the central half, inside the maskable safe zone. */
const web = (file) => new URL(`icons/${file}`, publicDir).pathname;
const android = (density, file) => new URL(`../android/app/src/main/res/mipmap-${density}/${file}`, import.meta.url).pathname;
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };

const icons = [
  // Android launcher: legacy square, round, and the adaptive foreground (108 dp canvas, art inside the 66 dp safe zone).
  ...Object.entries(densities).flatMap(([density, scale]) => [
    { path: android(density, 'ic_launcher.png'), size: 48 * scale, html: svg, padding: 0, background: 'transparent' },
    {
      path: android(density, 'ic_launcher_round.png'),
      size: 48 * scale,
      html: glyph,
      padding: 0,
      background: BRAND,
      round: true,
    },
    {
      path: android(density, 'ic_launcher_foreground.png'),
      size: 108 * scale,
      html: glyph,
      padding: 0,
      background: 'transparent',
    },
  ]),
  // iOS app icon: opaque, iOS rounds the corners itself.
  {
    path: new URL('../ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png', import.meta.url).pathname,
    size: 1024,
    html: glyph,
    padding: 0,
    background: BRAND,
  },
  { file: 'icon-192.png', size: 192, html: svg, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, html: svg, padding: 0, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, html: glyph, padding: 0, background: BRAND },
  { file: 'maskable-192.png', size: 192, html: glyph, padding: 0, background: BRAND },
  { file: 'apple-touch-icon.png', size: 180, html: glyph, padding: 0, background: BRAND },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, path = web(file), size, html, padding, background, round = false } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const inset = Math.round(size * padding);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<div style="width:${size}px;height:${size}px;box-sizing:border-box;padding:${inset}px;background:${background};border-radius:${round ? '50%' : '0'}">` +
        html.replace('<svg ', '<svg width="100%" height="100%" ') +
        `</div></body></html>`,
    );
    const opaque = background !== 'transparent' && !round;
    await page.screenshot({ path, omitBackground: !opaque });
    console.log(`${path.replace(/^.*\/web\//, 'web/')} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
