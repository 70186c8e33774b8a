import sharp from 'sharp';
import { cleanListingPhoto, makePhotoVariants, type PhotoVariant } from '../modules/photos/listing-photo.ts';
import type { Random } from './demo-texts.ts';

/** A demo photo made once per run and stored under every listing that uses it. */
export interface DemoPhoto {
  clean: Buffer;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

const skies = [
  ['#8ec5fc', '#e0c3fc'],
  ['#a1c4fd', '#c2e9fb'],
  ['#fbc2eb', '#a6c1ee'],
  ['#f6d365', '#fda085'],
  ['#84fab0', '#8fd3f4'],
];
const walls = ['#f4e1c1', '#e8d5b7', '#d9c5a0', '#f0f0e8', '#c9d6df', '#e6b89c', '#b5c9a6'];
const roofs = ['#9c3d2e', '#7a4b3a', '#5b5b5b', '#a0522d', '#3f4e5a'];
const grounds = ['#6a994e', '#7fb069', '#a7c957', '#8d9d6a'];

/** A simple drawing of a house (sky, ground, walls, roof, windows, door) as an SVG. */
function houseSvg(random: Random, index: number, width: number, height: number): string {
  const [skyTop, skyBottom] = random.pick(skies);
  const wall = random.pick(walls);
  const roof = random.pick(roofs);
  const houseWidth = random.int(420, 640);
  const houseHeight = random.int(260, 360);
  const left = random.int(120, width - houseWidth - 120);
  const groundY = random.int(560, 640);
  const top = groundY - houseHeight;
  const floors = random.int(1, 2);
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor += 1) {
    for (let column = 0; column < 3; column += 1) {
      // The door takes the middle of the ground floor.
      if (floor === floors - 1 && column === 1) continue;
      const x = left + 40 + column * ((houseWidth - 80) / 3);
      const y = top + 40 + floor * (houseHeight / floors);
      windows.push(
        `<rect x="${x}" y="${y}" width="70" height="70" fill="#bde0fe" stroke="#ffffff" stroke-width="6"/>`,
      );
    }
  }
  const sunX = random.int(80, width - 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="110" r="60" fill="#fff3b0" opacity="0.9"/>
  <rect y="${groundY}" width="${width}" height="${height - groundY}" fill="${random.pick(grounds)}"/>
  <rect x="${left}" y="${top}" width="${houseWidth}" height="${houseHeight}" fill="${wall}"/>
  <polygon points="${left - 40},${top} ${left + houseWidth / 2},${top - random.int(120, 200)} ${left + houseWidth + 40},${top}" fill="${roof}"/>
  ${windows.join('\n  ')}
  <rect x="${left + houseWidth / 2 - 40}" y="${groundY - 150}" width="80" height="150" fill="#6b4226"/>
  <text x="40" y="${height - 40}" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#ffffff" opacity="0.85">Krov demo ${index + 1}</text>
</svg>`;
}

/**
 * The pool of demo photos: drawn locally (no network), cleaned and cut into variants exactly
 * like an upload, so the listings reuse them instead of encoding a photo each.
 */
export async function makeDemoPhotos(
  random: Random,
  count = 20,
  width = 1200,
  height = 800,
): Promise<DemoPhoto[]> {
  const svgs = Array.from({ length: count }, (_, index) => houseSvg(random, index, width, height));
  return Promise.all(
    svgs.map(async (svg) => {
      const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
      const clean = await cleanListingPhoto(png);
      const variants = await makePhotoVariants(clean.data);
      return { clean: clean.data, width: clean.width, height: clean.height, variants };
    }),
  );
}
