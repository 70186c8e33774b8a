import { randomBytes } from 'node:crypto';
import { photoVariantWidths } from '@krov/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasGpsDirectory, jpegWithGps, pngBomb } from '../../../test/image-fixtures.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { maxImagePixels, sniffImageFormat } from '../../platform/images/image-format.ts';
import { cleanListingPhoto, inspectListingPhoto, makePhotoVariants } from './listing-photo.ts';

// Every file is made, not stored: here solid colours (they compress to nothing) and noise (to
// megabytes); the GPS photo and the bomb come from test/image-fixtures.ts, shared with the api tests.
const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 180, g: 120, b: 60, alpha: 1 } } });
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** Resolves to the AppError key a promise rejects with (fails the test when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).key;
  }
  throw new Error('expected a refusal, got a result');
}

describe('inspectListingPhoto', () => {
  it('accepts JPEG, PNG and WebP by their content and reports format and size', async () => {
    expect(await inspectListingPhoto(await solid(1200, 800).jpeg().toBuffer())).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 800,
    });
    expect(await inspectListingPhoto(await solid(300, 600, 4).png().toBuffer())).toEqual({
      format: 'png',
      width: 300,
      height: 600,
    });
    expect(await inspectListingPhoto(await solid(640, 480).webp().toBuffer())).toEqual({
      format: 'webp',
      width: 640,
      height: 480,
    });
  });

  it('refuses a shell script named .jpg', async () => {
    const script = Buffer.from('#!/bin/sh\necho hi\n');
    expect(sniffImageFormat(script)).toBeNull();
    expect(await refusal(inspectListingPhoto(script))).toBe('FileTypeNotAllowed');
  });

  it('refuses a ZIP archive', async () => {
    const zip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]),
      randomBytes(512),
    ]);
    expect(await refusal(inspectListingPhoto(zip))).toBe('FileTypeNotAllowed');
  });

  it('refuses an empty file', async () => {
    expect(await refusal(inspectListingPhoto(Buffer.alloc(0)))).toBe('FileTypeNotAllowed');
  });

  it('refuses other image formats (GIF, TIFF, SVG) even when they decode', async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    const tiff = await solid(10, 10).tiff().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const file of [gif, tiff, svg])
      expect(await refusal(inspectListingPhoto(file))).toBe('FileTypeNotAllowed');
  });

  it('refuses a file over 15 MB with PayloadTooLarge before looking inside', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(30 * 1024 * 1024 - 4)]);
    expect(await refusal(inspectListingPhoto(huge))).toBe('PayloadTooLarge');
    expect(await refusal(cleanListingPhoto(huge))).toBe('PayloadTooLarge');
    // One byte over the limit is too large; exactly at it, the content decides.
    const over = Buffer.alloc(15 * 1024 * 1024 + 1, 0x20);
    over.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await refusal(inspectListingPhoto(over))).toBe('PayloadTooLarge');
    expect(await refusal(inspectListingPhoto(over.subarray(0, 15 * 1024 * 1024)))).toBe('FileTypeNotAllowed');
  });

  it('refuses a JPEG header with random bytes behind it', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]);
    expect(await refusal(inspectListingPhoto(fake))).toBe('FileTypeNotAllowed');
  });

  it('refuses truncated JPEG, PNG and WebP files', async () => {
    const jpeg = await noise(800, 600).jpeg().toBuffer();
    const png = await noise(400, 300).png().toBuffer();
    const webp = await noise(800, 600).webp().toBuffer();
    for (const file of [jpeg, png, webp]) {
      const truncated = file.subarray(0, Math.floor(file.length / 2));
      expect(await refusal(inspectListingPhoto(truncated))).toBe('FileTypeNotAllowed');
      expect(await refusal(cleanListingPhoto(truncated))).toBe('FileTypeNotAllowed');
    }
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(20_000 * 20_000).toBeGreaterThan(maxImagePixels);
    const started = performance.now();
    expect(await refusal(inspectListingPhoto(bomb))).toBe('PayloadTooLarge');
    expect(await refusal(cleanListingPhoto(bomb))).toBe('PayloadTooLarge');
    // Decoding 400 megapixels would take seconds and hundreds of megabytes.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('accepts a photo just under the pixel limit', async () => {
    // 8000×6000 = 48 MP, a 48-megapixel phone photo; solid colour keeps the file tiny.
    const big = await solid(8000, 6000).jpeg().toBuffer();
    expect(await inspectListingPhoto(big)).toEqual({ format: 'jpeg', width: 8000, height: 6000 });
  });
});

describe('cleanListingPhoto', () => {
  it('drops EXIF and GPS: the clean photo carries no metadata at all', async () => {
    const jpeg = await jpegWithGps(2400, 1600);
    const original = await sharp(jpeg).metadata();
    expect(original.exif && hasGpsDirectory(original.exif)).toBe(true);
    expect(jpeg.includes('KrovPhone')).toBe(true);

    const clean = await cleanListingPhoto(jpeg);
    const metadata = await sharp(clean.data).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(clean.data.includes('KrovPhone')).toBe(false);
    expect(clean.data.includes('Exif')).toBe(false);
  });

  it('shrinks the longest side to 1600 px, keeping the proportions', async () => {
    const clean = await cleanListingPhoto(await jpegWithGps(2400, 1600));
    expect(clean).toMatchObject({ width: 1600, height: 1067 });
    expect(await sharp(clean.data).metadata()).toMatchObject({ width: 1600, height: 1067 });

    const portrait = await cleanListingPhoto(await solid(1500, 3000).png().toBuffer());
    expect(portrait).toMatchObject({ width: 800, height: 1600 });
  });

  it('never enlarges a small photo', async () => {
    const clean = await cleanListingPhoto(await solid(200, 150).webp().toBuffer());
    expect(clean).toMatchObject({ width: 200, height: 150 });
  });

  it('turns a photo with EXIF orientation 6 upright (width and height swapped)', async () => {
    // Stored sideways as a camera does: left half red, right half blue, "rotate 90° clockwise to view".
    const red = { r: 255, g: 0, b: 0 };
    const blue = { r: 0, g: 0, b: 255 };
    const left = await sharp({ create: { width: 300, height: 200, channels: 3, background: red } })
      .png()
      .toBuffer();
    const sideways = await sharp({ create: { width: 600, height: 200, channels: 3, background: blue } })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    expect(await inspectListingPhoto(sideways)).toEqual({ format: 'jpeg', width: 200, height: 600 });

    const clean = await cleanListingPhoto(sideways);
    expect(clean).toMatchObject({ width: 200, height: 600 });
    const metadata = await sharp(clean.data).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 600 });
    expect(metadata.orientation).toBeUndefined();
    // Rotated clockwise, the left (red) half is now on top and the blue one below.
    const { data } = await sharp(clean.data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(100, 100);
    const [bottomRed, , bottomBlue] = pixel(100, 500);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('keeps transparency of a PNG', async () => {
    const png = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const clean = await cleanListingPhoto(png);
    expect((await sharp(clean.data).metadata()).hasAlpha).toBe(true);
  });

  it('refuses what inspection refuses', async () => {
    expect(await refusal(cleanListingPhoto(Buffer.from('#!/bin/sh\necho hi\n')))).toBe('FileTypeNotAllowed');
    expect(await refusal(cleanListingPhoto(Buffer.alloc(0)))).toBe('FileTypeNotAllowed');
  });
});

describe('makePhotoVariants', () => {
  const variantsOf = async (width: number, height: number) => {
    const clean = await cleanListingPhoto(await noise(width, height).jpeg().toBuffer());
    return { clean, variants: await makePhotoVariants(clean.data) };
  };

  it('makes every width of photoVariantWidths from a full-size photo, WebP without metadata', async () => {
    const { clean, variants } = await variantsOf(2400, 1600);
    expect(variants.map((v) => v.width)).toEqual([...photoVariantWidths]);
    expect(variants.map((v) => [v.pixelWidth, v.pixelHeight])).toEqual([
      [320, 213],
      [768, 512],
      [1600, 1067],
    ]);
    for (const variant of variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata).toMatchObject({
        format: 'webp',
        width: variant.pixelWidth,
        height: variant.pixelHeight,
      });
      expect(metadata.exif).toBeUndefined();
    }
    // The widest is the clean photo itself, not a second lossy encoding of it.
    expect(variants[2]?.data).toBe(clean.data);
    expect(variants[0]?.data.length).toBeLessThan(variants[1]?.data.length ?? 0);
  });

  it('never enlarges: a narrower photo fills the next slot at its own width', async () => {
    const { variants } = await variantsOf(900, 1200); // clean: 900×1200
    expect(variants.map((v) => [v.width, v.pixelWidth])).toEqual([
      [320, 320],
      [768, 768],
      [1600, 900],
    ]);
  });

  it('makes no extra slot when the photo is exactly a slot wide', async () => {
    const { variants } = await variantsOf(768, 500);
    expect(variants.map((v) => [v.width, v.pixelWidth])).toEqual([
      [320, 320],
      [768, 768],
    ]);
  });

  it('always makes at least the smallest, even from a tiny photo', async () => {
    const { variants } = await variantsOf(200, 100);
    expect(variants.map((v) => [v.width, v.pixelWidth, v.pixelHeight])).toEqual([[320, 200, 100]]);
  });

  it('refuses bytes that are not an image', async () => {
    expect(await refusal(makePhotoVariants(Buffer.from('not an image')))).toBe('FileTypeNotAllowed');
  });
});
