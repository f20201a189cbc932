// Renders DevDeck's app icons (public/pwa-*.png, public/apple-touch-icon.png) from the SVG logo
// below with the Chromium the tests use. Run once after changing the logo: node scripts/make-icons.mjs
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';

const INDIGO = '#4f46e5';
// The favicon's "</>" mark, on a 32-unit grid.
const GLYPH = '<path d="M9 10l-4 6 4 6M23 10l4 6-4 6M18 8l-4 16" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>';

/** Rounded tile with transparent corners: the "any" purpose icons. */
const roundedLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${INDIGO}"/>${GLYPH}</svg>`;

/**
 * Full-bleed tile with the mark shrunk into the central safe zone (a circle of 80% of the size),
 * for launchers that cut their own shape (maskable), and for iOS, which rounds corners itself.
 */
const fullBleedLogo = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${INDIGO}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${GLYPH}</g></svg>`;

const ICONS = [
  { file: 'public/pwa-192x192.png', size: 192, svg: roundedLogo },
  { file: 'public/pwa-512x512.png', size: 512, svg: roundedLogo },
  { file: 'public/maskable-icon-512x512.png', size: 512, svg: fullBleedLogo(0.62) },
  { file: 'public/apple-touch-icon.png', size: 180, svg: fullBleedLogo(0.75) },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await writeFile(file, await page.screenshot({ omitBackground: true, type: 'png' }));
    console.log(`wrote ${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
