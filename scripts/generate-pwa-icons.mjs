// Renders the PWA icons and the default social image from SVG (run after changing the logo, commit the PNGs):
//   node scripts/generate-pwa-icons.mjs
// Output: shell/public/icons/*.png and shell/public/og-image.png, served by edge/src/pwa/pwa-routes.ts.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'shell', 'public');
const iconsDir = path.join(publicDir, 'icons');

const BG = '#1b1640';
const BG_LIGHT = '#2d2566';
const ACCENT = '#ffcc33';
const PINK = '#ff6b81';

const defs = `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BG_LIGHT}"/><stop offset="1" stop-color="${BG}"/></linearGradient>
</defs>`;

/** The mark on a 100×100 grid: a rounded play triangle and a small "nook" corner. */
const mark = `
  <path d="M38 27 Q34 24.7 34 29.3 L34 70.7 Q34 75.3 38 73 L73.5 52.3 Q77.5 50 73.5 47.7 Z" fill="${ACCENT}"/>
  <path d="M20 66 L20 80 L34 80" fill="none" stroke="${PINK}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A square icon: rounded corners for "any", full-bleed for maskable and Apple (they cut their own shape). */
function iconSvg(size, { rounded, safeZone }) {
  const scale = safeZone ? 0.72 : 1; // maskable: keep the mark inside the 80 % safe circle
  const offset = (100 - 100 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${defs}
  <rect width="100" height="100" rx="${rounded ? 22 : 0}" fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g>
</svg>`;
}

/** Shortcut icons (96 px): the same tile with a glyph for search, recently played and blog. */
const glyphs = {
  search: `<circle cx="45" cy="45" r="17" fill="none" stroke="${ACCENT}" stroke-width="8"/><path d="M58 58 L73 73" stroke="${ACCENT}" stroke-width="9" stroke-linecap="round"/>`,
  recent: `<circle cx="50" cy="50" r="25" fill="none" stroke="${ACCENT}" stroke-width="8"/><path d="M50 36 L50 51 L61 58" fill="none" stroke="${ACCENT}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  blog: `<rect x="29" y="25" width="42" height="50" rx="6" fill="none" stroke="${ACCENT}" stroke-width="7"/><path d="M39 41 H61 M39 52 H61 M39 63 H52" stroke="${ACCENT}" stroke-width="6" stroke-linecap="round"/>`,
};
const shortcutSvg = (glyph) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 100 100">${defs}<rect width="100" height="100" rx="22" fill="url(#bg)"/>${glyph}</svg>`;

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2459"/><stop offset="1" stop-color="#14112b"/></linearGradient>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BG_LIGHT}"/><stop offset="1" stop-color="${BG}"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#og)"/>
  <circle cx="1090" cy="80" r="190" fill="${ACCENT}" opacity="0.07"/>
  <circle cx="120" cy="590" r="150" fill="${PINK}" opacity="0.08"/>
  <g transform="translate(110 175)">
    <rect width="280" height="280" rx="62" fill="url(#bg)" stroke="#ffffff" stroke-opacity="0.08" stroke-width="3"/>
    <g transform="scale(2.8)">${mark}</g>
  </g>
  <text x="450" y="300" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="112" fill="#f4f2ff">Playnook</text>
  <text x="454" y="372" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" fill="#b9b3e0">Free browser games, instantly.</text>
  <text x="454" y="430" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="32" fill="${ACCENT}">Play · Blog · 18 languages</text>
</svg>`;

function render(svg, width) {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
}

await mkdir(iconsDir, { recursive: true });
const outputs = [
  [path.join(iconsDir, 'icon-192.png'), iconSvg(192, { rounded: true }), 192],
  [path.join(iconsDir, 'icon-512.png'), iconSvg(512, { rounded: true }), 512],
  [path.join(iconsDir, 'icon-maskable-512.png'), iconSvg(512, { rounded: false, safeZone: true }), 512],
  [path.join(iconsDir, 'icon-maskable-192.png'), iconSvg(192, { rounded: false, safeZone: true }), 192],
  [path.join(iconsDir, 'apple-touch-icon.png'), iconSvg(180, { rounded: false }), 180],
  ...Object.entries(glyphs).map(([name, glyph]) => [
    path.join(iconsDir, `shortcut-${name}.png`),
    shortcutSvg(glyph),
    96,
  ]),
  [path.join(publicDir, 'og-image.png'), ogSvg, 1200],
];
for (const [file, svg, width] of outputs) {
  await writeFile(file, render(svg, width));
  console.log(path.relative(root, file));
}
