// The profile photo: uploaded, cleaned, replaced and removed.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { hasGpsDirectory, jpegWithGps } from '../../../test/image-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Headers, profileRequests, type User } from './profile-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const { get, me } = profileRequests(() => test);

async function uploadPhoto(
  user: { auth: Headers },
  file: { bytes: Uint8Array; filename?: string; type?: string },
) {
  const { payload, headers } = await multipartBody({
    photo: { bytes: file.bytes, filename: file.filename ?? 'photo.jpg', type: file.type ?? 'image/jpeg' },
  });
  return test.app.inject({
    method: 'POST',
    url: '/api/users/me/photo',
    payload,
    headers: { ...headers, ...user.auth, 'x-requested-with': 'XMLHttpRequest' },
  });
}

/** The path of a profileImage URL on this api. */
const pathOf = (url: string) => new URL(url, 'http://api.test').pathname;

describe('POST /api/users/me/photo', () => {
  let user: User;
  beforeAll(async () => {
    user = await verifiedUser(test);
  });

  it('stores a 512×512 WebP without EXIF, served with a year-long immutable cache', async () => {
    const jpeg = await jpegWithGps();
    const original = await sharp(jpeg).metadata();
    expect(original.exif && hasGpsDirectory(original.exif)).toBe(true);

    const response = await uploadPhoto(user, { bytes: jpeg });
    expect(response.statusCode).toBe(200);
    const profileImage = (response.json() as { profileImage: string }).profileImage;
    expect(profileImage).toMatch(/^\/api\/files\/profile\/[0-9a-f-]{36}\.webp$/);
    expect((await me(user)).profileImage).toBe(profileImage);

    const file = await get(pathOf(profileImage));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.includes('KrovPhone')).toBe(false);
  });

  it('accepts a photo of several megabytes (phone cameras), beyond the JSON body limit', async () => {
    // Noise does not compress: a 1600×1600 JPEG at full quality is a few megabytes.
    const big = await sharp(randomBytes(1600 * 1600 * 3), { raw: { width: 1600, height: 1600, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await uploadPhoto(user, { bytes: big });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { profileImage: string }).profileImage).toMatch(/\.webp$/);
  });

  it('replaces the previous photo: the old file is gone', async () => {
    const first = (await uploadPhoto(user, { bytes: await jpegWithGps() })).json() as {
      profileImage: string;
    };
    const png = await sharp({ create: { width: 300, height: 600, channels: 4, background: '#3366aa' } })
      .png()
      .toBuffer();
    const second = await uploadPhoto(user, { bytes: png, filename: 'photo.png', type: 'image/png' });
    expect(second.statusCode).toBe(200);
    const secondImage = (second.json() as { profileImage: string }).profileImage;
    expect(secondImage).not.toBe(first.profileImage);
    const gone = await get(pathOf(first.profileImage));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'NotFound' });
    expect((await get(pathOf(secondImage))).statusCode).toBe(200);
  });

  it('judges the file by its content: text renamed .jpg is FileTypeNotAllowed', async () => {
    const other = await verifiedUser(test);
    const response = await uploadPhoto(other, {
      bytes: Buffer.from('ovo nije slika, samo tekst\n'.repeat(20)),
      filename: 'slika.jpg',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'FileTypeNotAllowed' });
    expect((await me(other)).profileImage).toBeNull();
  });

  it('refuses a JPEG header with nothing decodable behind it', async () => {
    const response = await uploadPhoto(user, {
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'FileTypeNotAllowed' });
  });

  it('refuses an empty file with FileTypeNotAllowed', async () => {
    const response = await uploadPhoto(user, { bytes: new Uint8Array(0) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'FileTypeNotAllowed' });
  });

  it('refuses a file over 15 MB with PayloadTooLarge', async () => {
    const oversized = Buffer.alloc(15 * 1024 * 1024 + 1, 0x20);
    oversized.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await uploadPhoto(user, { bytes: oversized });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'PayloadTooLarge' });
  });

  it('refuses a request without the photo field', async () => {
    const { payload, headers } = await multipartBody({ name: 'samo tekst' });
    const noFile = await test.app.inject({
      method: 'POST',
      url: '/api/users/me/photo',
      payload,
      headers: { ...headers, ...user.auth, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: 'BadRequest' });
  });

  it('needs a token and the custom header (a cross-site form cannot upload)', async () => {
    const { payload, headers } = await multipartBody({
      photo: { bytes: await jpegWithGps(), filename: 'photo.jpg', type: 'image/jpeg' },
    });
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/users/me/photo',
      payload,
      headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
    const forged = await test.app.inject({
      method: 'POST',
      url: '/api/users/me/photo',
      payload,
      headers: { ...headers, cookie: `krov_access=${user.accessToken}` },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'CrossSiteRequestRefused' });
  });

  it('DELETE removes the photo and its file', async () => {
    const uploaded = (await uploadPhoto(user, { bytes: await jpegWithGps() })).json() as {
      profileImage: string;
    };
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/api/users/me/photo',
      headers: { ...user.auth, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { profileImage: unknown }).profileImage).toBeNull();
    expect((await me(user)).profileImage).toBeNull();
    expect((await get(pathOf(uploaded.profileImage))).statusCode).toBe(404);
  });
});
