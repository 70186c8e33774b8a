import { errorStatus } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Every answer the api gives is {message} with a key of the catalogue, at that key's status
// (issue 13, 7): the router's and the body parser's own refusals too.

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

function expectInShape(
  response: Awaited<ReturnType<TestApp['app']['inject']>>,
  key: keyof typeof errorStatus,
) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: errorStatus[key],
    body: { message: key },
  });
}

describe('the framework’s refusals', () => {
  it('a path parameter over its length is a BadRequest that does not repeat the URL back', async () => {
    const long = `secret-${'x'.repeat(300)}`;
    const response = await test.app.inject({ method: 'GET', url: `/api/properties/${long}` });
    expectInShape(response, 'BadRequest');
    expect(response.body).not.toContain('secret-');
  });

  it('a URL the router cannot decode is a BadRequest', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/properties/%E0%A4%A' });
    expectInShape(response, 'BadRequest');
    expect(response.body).not.toContain('%E0');
  });

  it('a body of a type no route reads is a BadRequest at 400, not 415 with that key', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/tokens/login',
      headers: { 'content-type': 'application/xml', 'x-requested-with': 'XMLHttpRequest' },
      payload: '<login><password>b</password></login>',
    });
    expectInShape(response, 'BadRequest');
  });

  it('broken JSON and an empty JSON body are BadRequests', async () => {
    for (const payload of ['{"emailOrPhoneNumber":', '']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/tokens/login',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        payload,
      });
      expectInShape(response, 'BadRequest');
    }
  });

  it('a request line and headers over 16 KB (the HTTP parser’s 431) is a BadRequest in the shape', async () => {
    // Node's parser refuses it before Fastify sees a request, so only a real connection shows it.
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/properties?q=${'kuća'.repeat(5_000)}`);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: errorStatus.BadRequest,
      body: { message: 'BadRequest' },
    });
  });
});
