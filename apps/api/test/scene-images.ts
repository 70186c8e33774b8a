import sharp from 'sharp';

// Photos that look like rooms, made here so no test carries binaries (issue 30): the same scene in
// the ways agencies re-publish a photo (re-saved, resized, re-cropped, re-toned) and different
// scenes of the same kind (two flats in one building), to test that a perceptual hash tells them apart.

/** A small deterministic generator (mulberry32): the same seed draws the same scene. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A room-like picture: a wall, a floor, a window and furniture, placed and coloured by the seed. */
export function sceneSvg(seed: number, width = 1200, height = 800): string {
  const next = random(seed);
  const shade = () => Math.floor(60 + next() * 180);
  const colour = () => `rgb(${shade()},${shade()},${shade()})`;
  const horizon = Math.floor(height * (0.5 + next() * 0.2));
  const shapes: string[] = [
    `<rect width="${width}" height="${horizon}" fill="${colour()}"/>`,
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${colour()}"/>`,
  ];
  const windowX = Math.floor(next() * width * 0.6);
  shapes.push(
    `<rect x="${windowX}" y="${Math.floor(height * 0.1)}" width="${Math.floor(width * (0.15 + next() * 0.2))}" height="${Math.floor(height * 0.3)}" fill="rgb(210,230,250)"/>`,
  );
  for (let index = 0; index < 6; index += 1) {
    const w = Math.floor(width * (0.05 + next() * 0.25));
    const h = Math.floor(height * (0.05 + next() * 0.3));
    const x = Math.floor(next() * (width - w));
    const y = Math.floor(horizon - h * next() * 0.8);
    shapes.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour()}"/>`);
  }
  shapes.push(
    `<circle cx="${Math.floor(next() * width)}" cy="${Math.floor(next() * horizon)}" r="${Math.floor(20 + next() * 80)}" fill="${colour()}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
}

/** The scene as a camera's JPEG. */
export function scenePhoto(seed: number, width = 1200, height = 800): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(seed, width, height)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** How an agency re-publishes someone else's photo. */
export type Republishing = 'resaved' | 'resized' | 'cropped' | 'toned';

/** The photo as another agency would upload it: re-saved at lower quality, smaller, cropped a little, or brightened. */
export async function republished(photo: Buffer, how: Republishing): Promise<Buffer> {
  const image = sharp(photo);
  const { width = 1200, height = 800 } = await image.metadata();
  switch (how) {
    case 'resaved':
      return image.jpeg({ quality: 55 }).toBuffer();
    case 'resized':
      return image
        .resize(Math.round(width * 0.6))
        .webp({ quality: 75 })
        .toBuffer();
    case 'cropped': {
      // 3 % off each side, as a re-framing or a watermark strip cut away does.
      const left = Math.round(width * 0.03);
      const top = Math.round(height * 0.03);
      return image
        .extract({ left, top, width: width - 2 * left, height: height - 2 * top })
        .jpeg({ quality: 80 })
        .toBuffer();
    }
    case 'toned':
      return image.modulate({ brightness: 1.08, saturation: 1.1 }).jpeg({ quality: 80 }).toBuffer();
  }
}
