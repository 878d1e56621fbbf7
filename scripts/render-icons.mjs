// Renders the web app manifest's PNG icons (public/icons/) from its SVGs with the Chromium the
// browser tests use: nothing is downloaded. Run after changing an SVG: node scripts/render-icons.mjs
//   icon.svg          the favicon's drawing (rounded, transparent corners): purpose "any"
//   icon-maskable.svg the same drawing full bleed, the funnel inside the 80% safe zone: "maskable"

import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const dir = new URL('../public/icons/', import.meta.url);
const renders = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  // iOS fills transparent corners with black and rounds the icon itself: the full-bleed drawing.
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [svg, png, size] of renders) {
    await page.setViewportSize({ width: size, height: size });
    const markup = readFileSync(new URL(svg, dir), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
    );
    writeFileSync(new URL(png, dir), await page.screenshot({ omitBackground: true }));
    console.log(`public/icons/${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
