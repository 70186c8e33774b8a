import sharp from 'sharp';

/** A small JPEG of one colour: a photo for the crash runs, made without the test fixtures' helpers. */
export function jpegFor(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}
