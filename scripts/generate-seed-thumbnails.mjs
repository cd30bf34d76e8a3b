// Renders each shipped game's thumbnail.svg to the thumbnail.webp the catalogue serves (run after changing a
// seeded game's thumbnail.svg, commit the WebP):
//   node scripts/generate-seed-thumbnails.mjs
// Why raster: the SVGs draw gradients, patterns and Gaussian blurs, and a browser paints an SVG image on the page's
// main thread. Forty of them on the home page were about half of its main-thread work before any script ran
// (docs/benchmarks/web.md). A WebP is decoded off the main thread. Drawn at twice the card's 320 × 180 for sharp cards
// on high-density screens and the game page's poster.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gamesDir = path.join(root, 'api', 'seed', 'games');
const SEED_THUMBNAIL_WIDTH = 640;

for (const slug of (await readdir(gamesDir)).sort()) {
  const svg = await readFile(path.join(gamesDir, slug, 'thumbnail.svg'));
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SEED_THUMBNAIL_WIDTH } }).render().asPng();
  const webp = await sharp(png).webp({ quality: 78, effort: 6 }).toBuffer();
  await writeFile(path.join(gamesDir, slug, 'thumbnail.webp'), webp);
  console.log(`${slug}/thumbnail.webp  ${(webp.length / 1024).toFixed(1)} KB`);
}
