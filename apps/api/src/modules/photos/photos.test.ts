import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PropertyResponse } from '@krov/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jpeg, jpegWithGps, pngBomb, zipArchive } from '../../../test/image-fixtures.ts';
import {
  client,
  createListing,
  listedListing,
  ok,
  type Seller,
  seller,
  uploadPhotos,
  waitForPhotosReady,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let user: Seller;
beforeAll(async () => {
  test = await createTestApp();
});
// A new owner per test: five listings each stay under the limit.
beforeEach(async () => {
  user = await seller(test);
});
afterAll(() => test.close());

/** File URLs are paths on the api's address (docs/decisions/089-one-origin-for-the-browser.md). */
const pathOf = (url: string) => new URL(url, 'http://api.test').pathname;
const folderOf = (propertyId: string) => path.join(test.config.dataDir, 'uploads', 'properties', propertyId);
const filesOf = (propertyId: string) =>
  existsSync(folderOf(propertyId)) ? readdirSync(folderOf(propertyId)) : [];
const photosUrl = (id: string, rest = '') => `/api/properties/${id}/photos${rest}`;

describe('POST /api/properties/{id}/photos', () => {
  it('takes several files at once, cleans them, and the job makes the WebP variants', async () => {
    const property = await createListing(test, user);
    const png = await sharp({ create: { width: 600, height: 900, channels: 4, background: '#3366aa' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#88aa33' } })
      .webp()
      .toBuffer();
    const uploaded = ok(
      await uploadPhotos(test, user, property.id, [
        { bytes: await jpeg(1200, 800) },
        { bytes: png, filename: 'tlocrt.png', type: 'image/png' },
        { bytes: webp, filename: 'pogled.webp', type: 'image/webp' },
      ]),
      201,
    );
    expect(
      uploaded.photos.map(({ width, height, position, ready, variants }) => ({
        width,
        height,
        position,
        ready,
        variants,
      })),
    ).toEqual([
      { width: 1200, height: 800, position: 0, ready: false, variants: [] },
      { width: 600, height: 900, position: 1, ready: false, variants: [] },
      { width: 1600, height: 1067, position: 2, ready: false, variants: [] },
    ]);

    const ready = await waitForPhotosReady(test, user, property.id);
    const [first] = ready.photos;
    expect(first?.variants.map((variant) => variant.width)).toEqual([320, 768, 1600]);
    for (const variant of first?.variants ?? []) {
      expect(variant.url).toBe(`/api/files/properties/${property.id}/${first?.id}-${variant.width}.webp`);
      const file = await client(test).get(pathOf(variant.url));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(file.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width }).toEqual({
        format: 'webp',
        width: Math.min(variant.width, 1200),
      });
    }
    // The clean original sits beside its variants: one file per photo plus its variants.
    expect(filesOf(property.id).sort()).toContain(`${first?.id}.webp`);
  });

  it('strips EXIF and GPS: what is stored and served carries no metadata', async () => {
    const property = await createListing(test, user);
    const original = await sharp(await jpegWithGps()).metadata();
    expect(original.exif).toBeDefined();
    const uploaded = ok(await uploadPhotos(test, user, property.id, [{ bytes: await jpegWithGps() }]), 201);
    const photoId = uploaded.photos[0]?.id as string;
    const ready = await waitForPhotosReady(test, user, property.id);
    const urls = [
      `/api/files/properties/${property.id}/${photoId}.webp`,
      ...(ready.photos[0]?.variants ?? []).map((variant) => pathOf(variant.url)),
    ];
    for (const url of urls) {
      const file = await client(test).get(url);
      expect(file.statusCode).toBe(200);
      const metadata = await sharp(file.rawPayload).metadata();
      expect({ url, exif: metadata.exif, xmp: metadata.xmp }).toEqual({
        url,
        exif: undefined,
        xmp: undefined,
      });
      expect(file.rawPayload.includes('KrovPhone')).toBe(false);
    }
  });

  describe('attack cases: refused, and nothing is kept', () => {
    const cases: Array<[string, () => Promise<Buffer> | Buffer, number, string]> = [
      [
        'a script renamed .jpg',
        () => Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n'),
        415,
        'FileTypeNotAllowed',
      ],
      ['a zip archive', () => zipArchive(), 415, 'FileTypeNotAllowed'],
      ['a 0-byte file', () => Buffer.alloc(0), 415, 'FileTypeNotAllowed'],
      [
        'a 30 MB file',
        () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(30 * 1024 * 1024)]),
        413,
        'PayloadTooLarge',
      ],
      ['a decompression bomb', () => pngBomb(), 413, 'PayloadTooLarge'],
    ];
    for (const [name, make, status, message] of cases) {
      it(`${name}: ${status} ${message}, even after a good photo in the same upload`, async () => {
        const property = await createListing(test, user);
        const bad = { bytes: await make(), filename: 'stan.jpg', type: 'image/jpeg' };
        refused(await uploadPhotos(test, user, property.id, [bad]), status, message);
        refused(
          await uploadPhotos(test, user, property.id, [{ bytes: await jpeg(400, 300) }, bad]),
          status,
          message,
        );
        expect(ok(await client(test).get(`/api/properties/${property.id}`, user.auth)).photos).toEqual([]);
        expect(filesOf(property.id)).toEqual([]);
      });
    }
  });

  it('holds at most 30 photos per listing, across uploads (ValidationErrors on photos)', async () => {
    const property = await createListing(test, user);
    const small = await jpeg(40, 30);
    const files = (count: number) => Array.from({ length: count }, () => ({ bytes: small }));
    const tooMany = {
      message: 'ValidationErrors',
      validationErrors: [{ field: 'photos', error: 'LessThanOrEqual', extra: { max: 30, value: 31 } }],
    };
    const first = await uploadPhotos(test, user, property.id, files(31));
    expect([first.statusCode, first.json()]).toEqual([400, tooMany]);
    expect(ok(await uploadPhotos(test, user, property.id, files(28)), 201).photos).toHaveLength(28);
    const over = await uploadPhotos(test, user, property.id, files(3));
    expect([over.statusCode, over.json()]).toEqual([400, tooMany]);
    expect(ok(await uploadPhotos(test, user, property.id, files(2)), 201).photos).toHaveLength(30);
    expect((await uploadPhotos(test, user, property.id, files(1))).statusCode).toBe(400);
    const originals = filesOf(property.id).filter((file) => /^[0-9a-f-]{36}\.webp$/.test(file));
    expect(originals).toHaveLength(30);
  });

  it('needs files under "photos" in a multipart body', async () => {
    const property = await createListing(test, user);
    const wrongField = await uploadPhotos(
      test,
      user,
      property.id,
      [{ bytes: await jpeg(400, 300) }],
      'photo',
    );
    expect(wrongField.json()).toEqual({
      message: 'ValidationErrors',
      validationErrors: [{ field: 'photos', error: 'Required', extra: {} }],
    });
    refused(await client(test).post(photosUrl(property.id), user.auth, { photos: [] }), 400, 'BadRequest');
  });

  it('refuses changes to a sold listing (ActionForbidden)', async () => {
    const property = await listedListing(test, user);
    ok(await client(test).post(`/api/properties/${property.id}/mark-sold`, user.auth));
    refused(
      await uploadPhotos(test, user, property.id, [{ bytes: await jpeg(400, 300) }]),
      403,
      'ActionForbidden',
    );
  });
});

describe('order, cover and delete', () => {
  async function withThree(): Promise<{ property: PropertyResponse; ids: string[] }> {
    const property = await createListing(test, user);
    const colours = ['#aa3333', '#33aa33', '#3333aa'];
    const files = await Promise.all(colours.map(async (colour) => ({ bytes: await jpeg(400, 300, colour) })));
    const uploaded = ok(await uploadPhotos(test, user, property.id, files), 201);
    await waitForPhotosReady(test, user, property.id);
    return { property: uploaded, ids: uploaded.photos.map((photo) => photo.id) };
  }
  const order = (property: PropertyResponse) => property.photos.map((photo) => [photo.id, photo.position]);

  it('reorders with every photo id exactly once; the first is the cover', async () => {
    const { property, ids } = await withThree();
    const [a, b, c] = ids as [string, string, string];
    const reordered = ok(
      await client(test).put(photosUrl(property.id, '/order'), user.auth, { photoIds: [c, a, b] }),
    );
    expect(order(reordered)).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const other = (await withThree()).ids[0] as string;
    for (const photoIds of [
      [a, b],
      [a, b, c, c],
      [a, b, other],
      [c, a, b, other],
    ]) {
      const response = await client(test).put(photosUrl(property.id, '/order'), user.auth, { photoIds });
      expect(response.json()).toEqual({
        message: 'ValidationErrors',
        validationErrors: [{ field: 'photoIds', error: 'Invalid', extra: {} }],
      });
    }
    expect(order(ok(await client(test).get(`/api/properties/${property.id}`, user.auth)))).toEqual(
      order(reordered),
    );
  });

  it('choosing a cover moves it first', async () => {
    const { property, ids } = await withThree();
    const [a, b, c] = ids as [string, string, string];
    const covered = ok(await client(test).put(photosUrl(property.id, `/${b}/cover`), user.auth));
    expect(order(covered)).toEqual([
      [b, 0],
      [a, 1],
      [c, 2],
    ]);
    const foreign = (await withThree()).ids[0] as string;
    refused(await client(test).put(photosUrl(property.id, `/${foreign}/cover`), user.auth), 404, 'NotFound');
  });

  it('deleting a photo removes its files and closes the gap', async () => {
    const { property, ids } = await withThree();
    const [a, b, c] = ids as [string, string, string];
    const before = ok(await client(test).get(`/api/properties/${property.id}`, user.auth));
    const urls = (before.photos[1]?.variants ?? []).map((variant) => pathOf(variant.url));
    expect(urls).toHaveLength(2);
    const after = ok(await client(test).delete(photosUrl(property.id, `/${b}`), user.auth));
    expect(order(after)).toEqual([
      [a, 0],
      [c, 1],
    ]);
    for (const url of [...urls, `/api/files/properties/${property.id}/${b}.webp`]) {
      expect((await client(test).get(url)).statusCode).toBe(404);
    }
    expect(filesOf(property.id).filter((file) => file.startsWith(b))).toEqual([]);
    refused(await client(test).delete(photosUrl(property.id, `/${b}`), user.auth), 404, 'NotFound');
  });
});
