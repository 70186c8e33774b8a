import { randomBytes, randomUUID } from 'node:crypto';
import { translate } from '@krov/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  newRegistration,
  post,
  verifiedUser,
  verifyPhoneNumber,
} from '../../../test/accounts-fixtures.ts';
import { hasGpsDirectory, jpegWithGps } from '../../../test/image-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { validationErrors } from '../../../test/refusals.ts';
import { codeIn, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { conversationMembers, conversations, messages } from '../chat/chat.schema.ts';
import { users } from './accounts.schema.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type Headers = Record<string, string>;
type User = Awaited<ReturnType<typeof verifiedUser>>;

const get = (url: string, headers: Headers = {}) => test.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: object, headers: Headers = {}) =>
  test.app.inject({ method: 'PUT', url, payload, headers });
const login = (emailOrPhoneNumber: string, password: string) =>
  post(test.app, '/api/tokens/login', { emailOrPhoneNumber, password });
const refresh = (refreshToken: string) =>
  post(test.app, '/api/tokens/refresh-token', {}, { cookie: `krov_refresh=${refreshToken}` });

async function me(user: { auth: Headers }) {
  const response = await get('/api/users/me', user.auth);
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>;
}

/** A code e-mailed or texted within the last minute blocks the next one; the clock moves past it. */
const pastResendWait = () => test.clock.advance(61_000);

/** Verifies, as the user, the code just texted to a number (a new one awaiting its code): the answer. */
async function verifyTextedCode(user: { auth: Headers }, phoneNumber: string) {
  const code = codeIn(await test.waitForMessage(phoneNumber, 'sms'));
  return post(test.app, '/api/users/verify-phone-number/verify-code', { code }, user.auth);
}

describe('GET /api/users/me', () => {
  it('answers exactly the fields of docs/product/DECISIONS.md (plus the pending changes)', async () => {
    const user = await verifiedUser(test);
    const response = await get('/api/users/me', user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: true,
      pendingEmail: null,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: false,
      pendingPhoneNumber: null,
      profileImage: null,
      language: 'bs',
      role: 'user',
      agency: null,
    });
  });

  it('also accepts the access token from the httpOnly cookie', async () => {
    const user = await verifiedUser(test);
    const response = await get('/api/users/me', { cookie: `krov_access=${user.accessToken}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { id: string }).id).toBe(user.id);
  });

  it('answers 401 Unauthorized without a token or with a forged one', async () => {
    const anonymous = await get('/api/users/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
    const forged = await get('/api/users/me', { authorization: 'Bearer not.a.token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('PUT /api/users/me: name', () => {
  it('changes the name and answers the updated user', async () => {
    const user = await verifiedUser(test);
    const response = await put('/api/users/me', { name: 'Amra Hodžić' }, user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: 'Amra Hodžić', email: user.email });
    expect((await me(user)).name).toBe('Amra Hodžić');
  });

  it('refuses a name that is too short or too long, with the counts', async () => {
    const user = await verifiedUser(test);
    expect(validationErrors(await put('/api/users/me', { name: 'A' }, user.auth))).toEqual([
      { field: 'name', error: 'MinLength', extra: { min: 2, count: 1 } },
    ]);
    expect(validationErrors(await put('/api/users/me', { name: 'x'.repeat(101) }, user.auth))).toEqual([
      { field: 'name', error: 'MaxLength', extra: { max: 100, count: 101 } },
    ]);
    expect((await me(user)).name).toBe(user.name);
  });

  it('answers 401 without a token', async () => {
    const response = await put('/api/users/me', { name: 'Niko Nikić' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('PUT /api/users/me: password', () => {
  const newPassword = 'nova-sigurna-lozinka-2';

  it('needs the current password', async () => {
    const user = await verifiedUser(test);
    const errors = validationErrors(
      await put('/api/users/me', { newPassword, newPasswordConfirmation: newPassword }, user.auth),
    );
    expect(errors).toEqual([{ field: 'currentPassword', error: 'Required', extra: {} }]);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a wrong current password on the currentPassword field', async () => {
    const user = await verifiedUser(test);
    const errors = validationErrors(
      await put(
        '/api/users/me',
        { currentPassword: 'pogresna-lozinka', newPassword, newPasswordConfirmation: newPassword },
        user.auth,
      ),
    );
    expect(errors).toEqual([{ field: 'currentPassword', error: 'Invalid', extra: {} }]);
    expect((await login(user.email, newPassword)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('reports a confirmation that differs on the confirmation field', async () => {
    const user = await verifiedUser(test);
    const errors = validationErrors(
      await put(
        '/api/users/me',
        { currentPassword: user.password, newPassword, newPasswordConfirmation: 'nesto-drugo-123' },
        user.auth,
      ),
    );
    expect(errors).toEqual([
      {
        field: 'newPasswordConfirmation',
        error: 'PasswordConfirmationNotSame',
        extra: { other: 'newPassword' },
      },
    ]);
  });

  it('refuses a new password that is too short', async () => {
    const user = await verifiedUser(test);
    const errors = validationErrors(
      await put(
        '/api/users/me',
        { currentPassword: user.password, newPassword: 'kratka', newPasswordConfirmation: 'kratka' },
        user.auth,
      ),
    );
    expect(errors).toEqual([{ field: 'newPassword', error: 'MinLength', extra: { min: 8, count: 6 } }]);
  });

  it('changes it, ends every other session and gives the caller fresh cookies that work', async () => {
    const user = await verifiedUser(test);
    const otherDevice = cookiesOf(await login(user.email, user.password));
    expect(otherDevice.krov_refresh).toBeDefined();

    const response = await put(
      '/api/users/me',
      { currentPassword: user.password, newPassword, newPasswordConfirmation: newPassword },
      user.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });

    const oldLogin = await login(user.email, user.password);
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.json()).toEqual({ message: 'InvalidEmailOrPassword' });
    expect((await login(user.email, newPassword)).statusCode).toBe(200);

    // Both earlier sessions (this one's and the other device's) are over.
    for (const token of [user.refreshToken, otherDevice.krov_refresh as string]) {
      const refused = await refresh(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'CantReauthenticate' });
    }

    const fresh = cookiesOf(response);
    expect(fresh.krov_access).toBeTruthy();
    expect(fresh.krov_refresh).toBeTruthy();
    expect(fresh.krov_refresh).not.toBe(user.refreshToken);
    const meByCookie = await get('/api/users/me', { cookie: `krov_access=${fresh.krov_access}` });
    expect(meByCookie.statusCode).toBe(200);
    expect((meByCookie.json() as { id: string }).id).toBe(user.id);
    const refreshed = await refresh(fresh.krov_refresh as string);
    expect(refreshed.statusCode).toBe(200);
    expect((refreshed.json() as { accessToken: string }).accessToken).toEqual(expect.any(String));
  });
});

describe('PUT /api/users/me: e-mail', () => {
  it('keeps the old address until the code mailed to the new one is verified', async () => {
    const user = await verifiedUser(test);
    pastResendWait();
    const newEmail = newRegistration().email;

    const response = await put('/api/users/me', { email: newEmail }, user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: newEmail });

    const mail = await test.waitForMessage(newEmail);
    expect(mail.subject).toBe(translate('bs', 'email.changeEmail.subject'));
    const code = codeIn(mail);

    // Until the code is verified, the old address is the login.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(newEmail, user.password)).statusCode).toBe(401);

    const verified = await post(
      test.app,
      '/api/users/verify-email/verify-code',
      { email: newEmail, code },
      user.auth,
    );
    expect(verified.statusCode).toBe(204);
    expect(await me(user)).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    expect((await login(newEmail, user.password)).statusCode).toBe(200);
    const old = await login(user.email, user.password);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'InvalidEmailOrPassword' });
  });

  it("refuses another account's address with EmailInUse", async () => {
    const user = await verifiedUser(test);
    const other = await verifiedUser(test);
    pastResendWait();
    const errors = validationErrors(
      await put('/api/users/me', { email: other.email.toUpperCase() }, user.auth),
    );
    expect(errors).toEqual([{ field: 'email', error: 'EmailInUse', extra: {} }]);
    expect(await me(user)).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it('refuses an address that is not valid', async () => {
    const user = await verifiedUser(test);
    expect(validationErrors(await put('/api/users/me', { email: 'nije-adresa' }, user.auth))).toEqual([
      { field: 'email', error: 'NotValidEmailAddress', extra: {} },
    ]);
  });

  it('changes nothing when the new code may not be sent yet (resend wait)', async () => {
    // The registration code went out a moment ago: the change code must wait 60 s.
    const user = await verifiedUser(test);
    const newEmail = newRegistration().email;
    const newPassword = 'nova-sigurna-lozinka-3';
    const response = await put(
      '/api/users/me',
      {
        name: 'Novo Ime',
        email: newEmail,
        currentPassword: user.password,
        newPassword,
        newPasswordConfirmation: newPassword,
      },
      user.auth,
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: 'CodeResendTimeoutEmail' });
    expect(await me(user)).toMatchObject({ name: user.name, email: user.email, pendingEmail: null });
    // Nor did the password change behind the refusal: the old one logs in, the session lives.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);

    pastResendWait();
    const retried = await put('/api/users/me', { name: 'Novo Ime', email: newEmail }, user.auth);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ name: 'Novo Ime', pendingEmail: newEmail });
    expect((await test.waitForMessage(newEmail)).subject).toBe(translate('bs', 'email.changeEmail.subject'));
  });
});

describe('PUT /api/users/me: phone number', () => {
  it('keeps a verified number until the SMS code sent to the new one is verified', async () => {
    const user = await verifiedUser(test);
    await verifyPhoneNumber(test, user);
    pastResendWait();
    const newNumber = newRegistration().phoneNumber;

    const response = await put('/api/users/me', { phoneNumber: newNumber }, user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: true,
      pendingPhoneNumber: newNumber,
    });

    expect((await verifyTextedCode(user, newNumber)).statusCode).toBe(204);
    expect(await me(user)).toMatchObject({
      phoneNumber: newNumber,
      phoneNumberVerified: true,
      pendingPhoneNumber: null,
    });
    // Login by phone matches verified numbers only: the new one now, not the old one.
    expect((await login(newNumber, user.password)).statusCode).toBe(200);
    expect((await login(user.phoneNumber, user.password)).statusCode).toBe(401);
  });

  it('replaces an unverified number at once and texts it a code', async () => {
    const user = await verifiedUser(test);
    const newNumber = newRegistration().phoneNumber;
    const response = await put('/api/users/me', { phoneNumber: newNumber }, user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phoneNumber: newNumber,
      phoneNumberVerified: false,
      pendingPhoneNumber: null,
    });
    expect((await verifyTextedCode(user, newNumber)).statusCode).toBe(204);
    expect(await me(user)).toMatchObject({ phoneNumber: newNumber, phoneNumberVerified: true });
  });

  it('changes nothing when the SMS code for a new number may not be sent yet', async () => {
    const user = await verifiedUser(test);
    await verifyPhoneNumber(test, user);
    const response = await put(
      '/api/users/me',
      { name: 'Drugo Ime', phoneNumber: newRegistration().phoneNumber },
      user.auth,
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: 'CodeResendTimeoutSms' });
    expect(await me(user)).toMatchObject({ name: user.name, pendingPhoneNumber: null });
  });

  it('refuses a number that is not valid', async () => {
    const user = await verifiedUser(test);
    expect(validationErrors(await put('/api/users/me', { phoneNumber: '12' }, user.auth))).toEqual([
      { field: 'phoneNumber', error: 'PhoneNumberFormatInvalid', extra: {} },
    ]);
  });
});

describe('PUT /api/users/me/update-language', () => {
  it('answers 204 and writes the next e-mails in that language', async () => {
    const user = await verifiedUser(test);
    const response = await put('/api/users/me/update-language', { language: 'en' }, user.auth);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(user)).language).toBe('en');

    expect(
      (await post(test.app, '/api/users/forgot-password/request', { email: user.email })).statusCode,
    ).toBe(200);
    expect((await test.waitForMessage(user.email)).subject).toBe(
      translate('en', 'email.resetPassword.subject'),
    );
  });

  it('refuses a language that is not offered, and a missing one', async () => {
    const user = await verifiedUser(test);
    expect(
      validationErrors(await put('/api/users/me/update-language', { language: 'de' }, user.auth)),
    ).toEqual([{ field: 'language', error: 'Invalid', extra: {} }]);
    expect(validationErrors(await put('/api/users/me/update-language', {}, user.auth))).toEqual([
      { field: 'language', error: 'Required', extra: {} },
    ]);
    expect((await me(user)).language).toBe('bs');
  });
});

describe('GET /api/users/me/agency and /me/properties', () => {
  it('answers null (200) for a user in no agency', async () => {
    const user = await verifiedUser(test);
    const response = await get('/api/users/me/agency', user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe('null');
  });

  it('answers an empty list of listings', async () => {
    const user = await verifiedUser(test);
    const response = await get('/api/users/me/properties', user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      items: [],
      total: 0,
      counts: { listed: 0, expired: 0, hidden: 0, unpaid: 0 },
    });
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/users/me/agency', '/api/users/me/properties', '/api/chats/unread-count']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });
});

describe('GET /api/chats/unread-count', () => {
  it('counts messages from the other member after the last read, never the own ones', async () => {
    const me1 = await verifiedUser(test);
    const other = await verifiedUser(test);
    const count = async (user: User) => {
      const response = await get('/api/chats/unread-count', user.auth);
      expect(response.statusCode).toBe(200);
      return response.json() as { count: number };
    };
    expect(await count(me1)).toStrictEqual({ count: 0 });

    const db = test.database.db;
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute));
    const [conversation] = await db
      .insert(conversations)
      .values({ pairKey: [me1.id, other.id].sort().join(':') })
      .returning();
    if (!conversation) throw new Error('no conversation');
    await db.insert(conversationMembers).values([
      { conversationId: conversation.id, userId: me1.id, lastReadAt: at(10) },
      { conversationId: conversation.id, userId: other.id, lastReadAt: null },
    ]);
    const message = (senderId: string, minute: number) => ({
      conversationId: conversation.id,
      senderId,
      body: `poruka u ${minute}`,
      idempotencyKey: randomUUID(),
      createdAt: at(minute),
    });
    await db.insert(messages).values([
      message(other.id, 5), // read before lastReadAt
      message(me1.id, 12), // own message
      message(other.id, 15), // unread
      message(other.id, 20), // unread
    ]);

    // A conversation between two other people is nobody's business here.
    const [stranger] = await db
      .insert(users)
      .values({ name: 'Treća Osoba', email: `treca.${randomUUID()}@example.ba`, passwordHash: 'x' })
      .returning();
    if (!stranger) throw new Error('no user');
    const [foreign] = await db
      .insert(conversations)
      .values({ pairKey: [other.id, stranger.id].sort().join(':') })
      .returning();
    if (!foreign) throw new Error('no conversation');
    await db.insert(conversationMembers).values([
      { conversationId: foreign.id, userId: other.id },
      { conversationId: foreign.id, userId: stranger.id },
    ]);
    await db.insert(messages).values({ ...message(stranger.id, 30), conversationId: foreign.id });

    expect(await count(me1)).toStrictEqual({ count: 2 });
    // The other member never read: everything from me1 (one) and from the stranger (one).
    expect(await count(other)).toStrictEqual({ count: 2 });

    await db
      .update(conversationMembers)
      .set({ lastReadAt: at(25) })
      .where(eq(conversationMembers.userId, me1.id));
    expect(await count(me1)).toStrictEqual({ count: 0 });
  });
});

// ---- profile photo ----

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
const pathOf = (url: string) => new URL(url).pathname;

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
    expect(profileImage).toMatch(/^http:\/\/localhost:4000\/api\/files\/profile\/[0-9a-f-]{36}\.webp$/);
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
