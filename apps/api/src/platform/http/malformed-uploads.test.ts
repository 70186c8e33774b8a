import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, pngBomb } from '../../../test/image-fixtures.ts';
import { createListing, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Both upload endpoints answer a body they cannot read in the error shape, the same way (issue
// 13, 2): 400 BadRequest for malformed multipart, 413 PayloadTooLarge for a decompression bomb.

let test: TestApp;
let user: Seller;
let uploads: { name: string; url: string; field: string }[];
beforeAll(async () => {
  test = await createTestApp();
  user = await seller(test);
  const listing = await createListing(test, user);
  uploads = [
    { name: 'listing photos', url: `/api/properties/${listing.id}/photos`, field: 'photos' },
    { name: 'profile photo', url: '/api/users/me/photo', field: 'photo' },
  ];
});
afterAll(() => test.close());

function post(url: string, payload: string | Buffer, contentType: string) {
  return test.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...user.auth, 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' },
  });
}

describe('a malformed upload', () => {
  it('without a boundary, cut short, or as JSON answers 400 BadRequest on both endpoints', async () => {
    const photo = await jpeg(400, 300);
    for (const { name, url, field } of uploads) {
      const whole = await multipartBody({ [field]: { bytes: photo, filename: 'a.jpg', type: 'image/jpeg' } });
      const cases = {
        'no boundary': post(url, whole.payload, 'multipart/form-data'),
        'cut short': post(
          url,
          whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
          whole.headers['content-type'],
        ),
        json: post(url, JSON.stringify({ [field]: 'photo.jpg' }), 'application/json'),
      };
      for (const [what, sent] of Object.entries(cases)) {
        const response = await sent;
        expect({ name, what, status: response.statusCode, body: response.json() }).toEqual({
          name,
          what,
          status: 400,
          body: { message: 'BadRequest' },
        });
      }
      // Parts the parser cannot make a file of: no photo came (the field's own refusal), still 400.
      const garbage = await post(
        url,
        '--x\r\nnot a header line\r\n\r\n--x--',
        'multipart/form-data; boundary=x',
      );
      expect({ name, status: garbage.statusCode }).toEqual({ name, status: 400 });
      expect(['BadRequest', 'ValidationErrors']).toContain((garbage.json() as { message: string }).message);
    }
  });

  it('a decompression bomb answers 413 PayloadTooLarge on both endpoints', async () => {
    for (const { url, field } of uploads) {
      const bomb = await multipartBody({
        [field]: { bytes: pngBomb(), filename: 'bomb.png', type: 'image/png' },
      });
      refused(await post(url, bomb.payload, bomb.headers['content-type']), 413, 'PayloadTooLarge');
    }
  });
});
