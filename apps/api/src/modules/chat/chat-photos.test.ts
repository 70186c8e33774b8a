import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, messageKeyOf, messagesOf, send, sendRaw } from '../../../test/chat-fixtures.ts';
import { hasGpsDirectory, jpegWithGps, zipArchive } from '../../../test/image-fixtures.ts';
import { client, ok, seller } from '../../../test/listings-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let buyer: Member;
let owner: Member;
let stranger: Member;
let chatId: string;

type Uploaded = { id: string; url: string; width: number; height: number };

async function upload(user: Member, bytes: Uint8Array, type = 'image/jpeg') {
  const body = await multipartBody({ photo: { bytes, filename: 'slika.jpg', type } });
  return test.app.inject({
    method: 'POST',
    url: '/api/chats/upload',
    payload: body.payload,
    headers: { ...body.headers, 'x-requested-with': 'XMLHttpRequest', ...user.auth },
  });
}

beforeAll(async () => {
  test = await createTestApp();
  buyer = await seller(test);
  owner = await seller(test);
  stranger = await seller(test);
  chatId = (await send(test, buyer, { userId: owner.id, text: 'Dobar dan' })).chatId;
});
afterAll(() => test?.close());

describe('message photos', () => {
  let photo: Uploaded;

  it('an upload is re-encoded as WebP at most 1600 px, with its GPS and every other metadata gone', async () => {
    photo = ok<Uploaded>(await upload(buyer, await jpegWithGps(2400, 1600)), 201);
    expect(photo).toMatchObject({ url: `/api/chats/photos/${photo.id}`, width: 1600, height: 1067 });
    const served = await client(test).get(photo.url, buyer.auth);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('private');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif === undefined || !hasGpsDirectory(metadata.exif)).toBe(true);
    expect(metadata.exif).toBeUndefined();
  });

  it('before it is sent only its uploader sees it; after, both members, and nobody else', async () => {
    expect(messageKeyOf(await client(test).get(photo.url, owner.auth))).toBe('ChatNotFound');
    const sent = await send(test, buyer, { chatId, photoIds: [photo.id] });
    expect(sent.message).toMatchObject({
      text: null,
      photos: [{ url: photo.url, width: 1600, height: 1067 }],
    });
    expect((await client(test).get(photo.url, owner.auth)).statusCode).toBe(200);
    const refused = await client(test).get(photo.url, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(messageKeyOf(refused)).toBe('ChatNotFound');
    expect((await client(test).get(photo.url)).statusCode).toBe(401);
  });

  it('keeps the order the photos were named in', async () => {
    const [a, b] = [
      ok<Uploaded>(await upload(buyer, await jpegWithGps(300, 200)), 201),
      ok<Uploaded>(await upload(buyer, await jpegWithGps(200, 300)), 201),
    ];
    const sent = await send(test, buyer, { chatId, text: 'Dvije', photoIds: [b?.id, a?.id] });
    expect(sent.message.photos.map((each) => each.url)).toEqual([b?.url, a?.url]);
  });

  it('a photo that is another’s, already sent or unknown is refused, and nothing is stored', async () => {
    const before = (await messagesOf(test, owner, chatId)).items.length;
    const mine = ok<Uploaded>(await upload(owner, await jpegWithGps(300, 200)), 201);
    for (const photoIds of [[photo.id], [randomUUID()], [mine.id, photo.id]]) {
      const refused = await sendRaw(test, owner, { chatId, text: 'Ukradena', photoIds });
      expect(refused.json()).toMatchObject({ validationErrors: [{ field: 'photoIds', error: 'Invalid' }] });
    }
    expect((await messagesOf(test, owner, chatId)).items).toHaveLength(before);
    // The photo refused with another is still the owner's to send.
    expect(
      ok<{ message: { photos: unknown[] } }>(await sendRaw(test, owner, { chatId, photoIds: [mine.id] }))
        .message.photos,
    ).toHaveLength(1);
  });

  it('refuses what is not a photo, and a photo over 10 MB', async () => {
    const zip = await upload(buyer, zipArchive(), 'application/zip');
    expect(zip.statusCode).toBe(415);
    expect(messageKeyOf(zip)).toBe('FileTypeNotAllowed');
    const huge = await upload(buyer, new Uint8Array(10 * 1024 * 1024 + 10));
    expect(huge.statusCode).toBe(413);
    expect(messageKeyOf(huge)).toBe('PayloadTooLarge');
  });

  it('a photo no message took is removed after a day; sent ones stay', async () => {
    const unsent = ok<Uploaded>(await upload(buyer, await jpegWithGps(300, 200)), 201);
    test.clock.advance(23 * 3600 * 1000);
    expect(await test.jobs.chat.sweepUnsentPhotos()).toBe(0);
    test.clock.advance(2 * 3600 * 1000);
    const login = await client(test).post(
      '/api/tokens/login',
      {},
      { emailOrPhoneNumber: buyer.email, password: buyer.password },
    );
    buyer.auth = { authorization: `Bearer ${ok<{ accessToken: string }>(login).accessToken}` };
    expect(await test.jobs.chat.sweepUnsentPhotos()).toBe(1);
    expect((await client(test).get(unsent.url, buyer.auth)).statusCode).toBe(404);
    expect((await client(test).get(photo.url, buyer.auth)).statusCode).toBe(200);
  });
});
