/**
 * Writes apps/web/src/app/favicon.ico from the site's icon (apps/web/src/app/icon.svg): browsers
 * and crawlers ask for /favicon.ico whatever the page declares, and Next serves the file at that
 * address. Run it again when the icon changes: `node scripts/make-favicon.ts`.
 *
 * An ICO file may hold PNG images (every browser since 2007 reads them): a 6-byte header, a
 * 16-byte entry per image, then the PNGs themselves.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { webDir } from './lib/paths.ts';

const sizes = [16, 32, 48];
const appDir = path.join(webDir, 'src/app');
const svg = readFileSync(path.join(appDir, 'icon.svg'));

const pngs = await Promise.all(
  sizes.map((size) =>
    sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1: an icon
header.writeUInt16LE(pngs.length, 4);

let offset = header.length + 16 * pngs.length;
const entries = pngs.map((png, index) => {
  const size = sizes[index] ?? 0;
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0); // width
  entry.writeUInt8(size, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});

writeFileSync(path.join(appDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...pngs]));
console.log(`favicon.ico: ${sizes.join(', ')} px`);
