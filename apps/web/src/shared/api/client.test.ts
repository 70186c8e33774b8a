// @vitest-environment happy-dom
import { bs, en } from '@krov/messages';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { useAppStore } from '../state/app-store.ts';
import { loadToasts } from '../ui/toast.ts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';
import { configureApiClient } from './client-config.ts';
import { deferred, installFakeApi, never } from './testing/fake-api.ts';
import { logIn, resetBrowserState } from './testing/reset.ts';

// The texts <CatalogueBridge> registers in the browser.
registerClientCatalogues();

const notify = vi.fn<(text: string) => void>();
const navigate = vi.fn<(path: string) => void>();
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  notify.mockReset();
  navigate.mockReset();
  restoreConfig = configureApiClient({ notify, navigate });
});

afterEach(() => {
  restoreConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('where and how requests go', () => {
  it("calls the api on the page's own origin (a path), with the cookies, and returns the parsed body", async () => {
    const fake = installFakeApi({ 'GET /api/users/me': { status: 200, body: { id: 'u1' } } });
    await expect(api.get('/api/users/me')).resolves.toEqual({ id: 'u1' });
    expect(fake.requests[0]?.url).toBe('/api/users/me');
    expect(fake.requests[0]?.credentials).toBe('include');
  });

  it('appends the query, leaving out empty values', async () => {
    const fake = installFakeApi({ 'GET /api/search': { status: 200, body: [] } });
    await api.get('/api/search', {
      query: { q: 'Nedžarići', page: 2, type: ['house', 'land'], sort: undefined },
    });
    expect(fake.requests[0]?.url).toBe('/api/search?q=Ned%C5%BEari%C4%87i&page=2&type=house&type=land');
  });

  it('answers undefined for 204 No Content', async () => {
    installFakeApi({ 'POST /api/tokens/logout': { status: 204 } });
    await expect(api.post('/api/tokens/logout')).resolves.toBeUndefined();
  });
});

describe('headers', () => {
  it('sends Accept-Language with the current language', async () => {
    const fake = installFakeApi({ 'GET /api/users/me': { status: 200, body: {} } });
    await api.get('/api/users/me');
    useAppStore.getState().setLanguage('en');
    await api.get('/api/users/me');
    expect(fake.requests.map((r) => r.headers.get('accept-language'))).toEqual(['bs', 'en']);
  });

  it('sends x-deviceid only when the device_id cookie exists', async () => {
    const fake = installFakeApi({ 'GET /api/users/me': { status: 200, body: {} } });
    await api.get('/api/users/me');
    Cookies.set('device_id', 'c0ffee00-0000-4000-8000-000000000001');
    await api.get('/api/users/me');
    expect(fake.requests[0]?.headers.has('x-deviceid')).toBe(false);
    expect(fake.requests[1]?.headers.get('x-deviceid')).toBe('c0ffee00-0000-4000-8000-000000000001');
  });

  it('sends JSON bodies as application/json', async () => {
    const fake = installFakeApi({ 'PUT /api/users/me': { status: 200, body: {} } });
    await api.put('/api/users/me', { name: 'Amra' });
    const sent = fake.requests[0];
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.body).toBe('{"name":"Amra"}');
    expect(sent?.headers.has('x-requested-with')).toBe(false);
  });

  it('marks bodyless POST, PUT and DELETE with X-Requested-With, but not GET', async () => {
    const fake = installFakeApi({
      'POST /api/users/verify-phone-number/request': { status: 200, body: {} },
      'PUT /api/things/1': { status: 204 },
      'DELETE /api/users/me/photo': { status: 204 },
      'GET /api/users/me': { status: 200, body: {} },
    });
    await api.post('/api/users/verify-phone-number/request');
    await api.put('/api/things/1');
    await api.delete('/api/users/me/photo');
    await api.get('/api/users/me');
    expect(
      fake.requests.map((r) => [r.method, r.headers.get('x-requested-with'), r.headers.get('content-type')]),
    ).toEqual([
      ['POST', 'XMLHttpRequest', null],
      ['PUT', 'XMLHttpRequest', null],
      ['DELETE', 'XMLHttpRequest', null],
      ['GET', null, null],
    ]);
    expect(fake.requests.every((r) => r.body === undefined)).toBe(true);
  });
});

describe('timeout (30 s)', () => {
  it('gives up after 30 000 ms, not before, and says "Oops! Something went wrong."', async () => {
    vi.useFakeTimers();
    useAppStore.getState().setLanguage('en');
    installFakeApi({ 'GET /api/users/me': () => never() });
    const settled = vi.fn();
    const pending = api.get('/api/users/me').catch((error: unknown) => {
      settled();
      return error;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.key).toBe('Timeout');
    expect(error.status).toBe(0);
    expect(notify).toHaveBeenCalledExactlyOnceWith('Oops! Something went wrong.');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind once the answer is in', async () => {
    vi.useFakeTimers();
    installFakeApi({ 'GET /api/users/me': { status: 200, body: {} } });
    await api.get('/api/users/me');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('error notices (docs/product/SPEC.md §8)', () => {
  it('shows the text of a known key in the current language', async () => {
    installFakeApi({ 'POST /api/coupons/apply': { status: 404, body: { message: 'CouponNotFound' } } });
    const error = await failure(api.post('/api/coupons/apply', { code: 'X' }));
    expect(error.status).toBe(404);
    expect(error.key).toBe('CouponNotFound');
    useAppStore.getState().setLanguage('en');
    await failure(api.post('/api/coupons/apply', { code: 'X' }));
    expect(notify.mock.calls).toEqual([[bs.errors.CouponNotFound], ['Coupon not found or is expired.']]);
    expect(bs.errors.CouponNotFound).not.toBe(en.errors.CouponNotFound);
  });

  it('shows "Oops! Something went wrong." for a key without a text and for an answer that is not the api\'s', async () => {
    useAppStore.getState().setLanguage('en');
    installFakeApi({
      'GET /api/a': { status: 409, body: { message: 'SomethingNew' } },
      'GET /api/b': { status: 502, body: '<html>Bad gateway</html>' },
    });
    expect((await failure(api.get('/api/a'))).key).toBe('SomethingNew');
    expect((await failure(api.get('/api/b'))).key).toBe('InternalServerError');
    expect(notify.mock.calls).toEqual([['Oops! Something went wrong.'], ['Oops! Something went wrong.']]);
  });

  it('says the same in Bosnian', async () => {
    installFakeApi({ 'GET /api/a': { status: 500, body: { message: 'InternalServerError' } } });
    await failure(api.get('/api/a'));
    expect(notify).toHaveBeenCalledExactlyOnceWith(bs.common.somethingWentWrong);
  });

  it('turns a lost connection into NetworkError with the generic text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/api/users/me'));
    expect([error.status, error.key]).toEqual([0, 'NetworkError']);
    expect(notify).toHaveBeenCalledExactlyOnceWith(bs.common.somethingWentWrong);
  });

  it('stays silent for a request the caller cancels', async () => {
    const fake = installFakeApi({ 'GET /api/chats': () => never() });
    const controller = new AbortController();
    const pending = failure(api.get('/api/chats', { signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    const error = await pending;
    expect(error.cancelled).toBe(true);
    expect(error.key).toBe('Cancelled');
    expect(fake.requests).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not even send a request whose signal is already aborted', async () => {
    const fake = installFakeApi({ 'GET /api/chats': { status: 200, body: [] } });
    const error = await failure(api.get('/api/chats', { signal: AbortSignal.abort() }));
    expect(error.cancelled).toBe(true);
    expect(fake.requests).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('lets login keep EmailNotVerified quiet, but not other keys', async () => {
    const answers = [
      { status: 403, body: { message: 'EmailNotVerified' } },
      { status: 401, body: { message: 'InvalidEmailOrPassword' } },
    ];
    installFakeApi({ 'POST /api/tokens/login': (_request, calls) => answers[calls] ?? { status: 500 } });
    const login = () =>
      api.post(
        '/api/tokens/login',
        { emailOrPhoneNumber: 'a@b.ba', password: 'x' },
        { quietErrors: ['EmailNotVerified'] },
      );
    expect((await failure(login())).key).toBe('EmailNotVerified');
    expect(notify).not.toHaveBeenCalled();
    expect((await failure(login())).key).toBe('InvalidEmailOrPassword');
    expect(notify).toHaveBeenCalledExactlyOnceWith(bs.errors.InvalidEmailOrPassword);
  });

  it('stays silent for any failure with quiet: true', async () => {
    installFakeApi({ 'GET /api/chats/unread-count': { status: 404, body: { message: 'NotFound' } } });
    expect((await failure(api.get('/api/chats/unread-count', { quiet: true }))).key).toBe('NotFound');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows "There are validations errors." and hands the field errors to the form', async () => {
    useAppStore.getState().setLanguage('en');
    const validationErrors = [{ field: 'Email', error: 'EmailInUse', extra: {} }];
    installFakeApi({
      'POST /api/tokens/register': { status: 400, body: { message: 'ValidationErrors', validationErrors } },
    });
    const error = await failure(api.post('/api/tokens/register', {}));
    expect(error.key).toBe('ValidationErrors');
    expect(error.validationErrors).toEqual(validationErrors);
    expect(notify).toHaveBeenCalledExactlyOnceWith('There are validations errors.');
  });
});

describe('401 without a session', () => {
  it('does not try to refresh when nobody is logged in', async () => {
    const fake = installFakeApi({
      'GET /api/users/me': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/tokens/refresh-token': { status: 200, body: { accessToken: 't' } },
    });
    const error = await failure(api.get('/api/users/me'));
    expect(error.status).toBe(401);
    expect(fake.sentTo('POST /api/tokens/refresh-token')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith(bs.errors.Unauthorized);
  });

  it('never refreshes for a token call itself, even when logged in (a wrong password is final)', async () => {
    logIn();
    const fake = installFakeApi({
      'POST /api/tokens/login': { status: 401, body: { message: 'InvalidEmailOrPassword' } },
      'POST /api/tokens/refresh-token': { status: 200, body: { accessToken: 't' } },
    });
    await failure(api.post('/api/tokens/login', { emailOrPhoneNumber: 'a', password: 'b' }));
    expect(fake.sentTo('POST /api/tokens/refresh-token')).toHaveLength(0);
    expect(fake.sentTo('POST /api/tokens/login')).toHaveLength(1);
  });
});

describe('the default notice', () => {
  it('is an error toast, one per text at a time', async () => {
    restoreConfig();
    // The site's toasts load react-toastify with the first one (shared/ui/toast.ts): load it
    // first so the spy sits on the object the notice calls.
    const { toast } = await loadToasts();
    const toastError = vi.spyOn(toast, 'error').mockReturnValue('id');
    installFakeApi({ 'GET /api/a': { status: 500, body: { message: 'InternalServerError' } } });
    await failure(api.get('/api/a'));
    expect(toastError).toHaveBeenCalledExactlyOnceWith(bs.common.somethingWentWrong, {
      toastId: bs.common.somethingWentWrong,
    });
    toastError.mockRestore();
    restoreConfig = configureApiClient({ notify, navigate });
  });
});

it('keeps a slow answer and a later one apart', async () => {
  const slow = deferred<{ status: number; body: unknown }>();
  installFakeApi({
    'GET /api/slow': () => slow.promise,
    'GET /api/fast': { status: 200, body: 'fast' },
  });
  const first = api.get('/api/slow');
  await expect(api.get('/api/fast')).resolves.toBe('fast');
  slow.resolve({ status: 200, body: { slow: true } });
  await expect(first).resolves.toEqual({ slow: true });
});
