// @vitest-environment happy-dom
import { bs } from '@krov/messages';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { useAuthStore } from '../state/auth-store.ts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';
import { configureApiClient } from './client-config.ts';
import { installFakeApi } from './testing/fake-api.ts';
import { FakeXhr } from './testing/fake-xhr.ts';
import { logIn, resetBrowserState } from './testing/reset.ts';

// The texts <CatalogueBridge> registers in the browser.
registerClientCatalogues();

const notify = vi.fn<(text: string) => void>();
const navigate = vi.fn<(path: string) => void>();
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  notify.mockReset();
  restoreConfig = configureApiClient({ notify, navigate });
});

afterEach(() => {
  restoreConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function photo(): FormData {
  const form = new FormData();
  form.append('photo', new Blob(['jpeg'], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

async function sent(index = 0): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(index));
  return FakeXhr.sent[index] as FakeXhr;
}

describe('api.upload', () => {
  it('posts the form with credentials and the api headers, reports progress, and returns the body', async () => {
    Cookies.set('device_id', 'device-1');
    const form = photo();
    const progress: number[] = [];
    const result = api.upload('/api/users/me/photo', form, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = await sent();
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual([
      'POST',
      '/api/users/me/photo',
      true,
      form,
    ]);
    expect(xhr.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      'accept-language': 'bs',
      'x-deviceid': 'device-1',
    });
    expect(xhr.headers['content-type']).toBeUndefined(); // the browser sets the multipart boundary
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(200, { profileImage: 'https://cdn/p.webp' });
    await expect(result).resolves.toEqual({ profileImage: 'https://cdn/p.webp' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('is cancellable without a notice', async () => {
    const controller = new AbortController();
    const result = api.upload('/api/chats/upload', photo(), { signal: controller.signal });
    const xhr = await sent();
    controller.abort();
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).cancelled).toBe(true);
    expect(xhr.aborted).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('gives up after 30 s like every call', async () => {
    vi.useFakeTimers();
    const result = api.upload('/api/chats/upload', photo()).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(FakeXhr.sent[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await result) as ApiError).key).toBe('Timeout');
    expect(FakeXhr.sent[0]?.aborted).toBe(true);
    expect(notify).toHaveBeenCalledExactlyOnceWith(bs.common.somethingWentWrong);
  });

  it('refreshes an expired session and sends the form again', async () => {
    logIn(1);
    const fake = installFakeApi({
      'POST /api/tokens/refresh-token': { status: 200, body: { accessToken: 'n' } },
    });
    const form = photo();
    const result = api.upload('/api/users/me/photo', form);
    (await sent(0)).respond(401, { message: 'Unauthorized' });
    const replay = await sent(1);
    expect(replay.body).toBe(form);
    replay.respond(200, { ok: true });
    await expect(result).resolves.toEqual({ ok: true });
    expect(fake.sentTo('POST /api/tokens/refresh-token')).toHaveLength(1);
    expect(useAuthStore.getState().accessTokenUpdatedOn).toBeGreaterThan(1);
  });

  it('reports the api key of a refused file', async () => {
    const result = api.upload('/api/users/me/photo', photo()).catch((caught: unknown) => caught);
    (await sent()).respond(415, { message: 'FileTypeNotAllowed' });
    expect(((await result) as ApiError).key).toBe('FileTypeNotAllowed');
    expect(notify).toHaveBeenCalledExactlyOnceWith(bs.errors.FileTypeNotAllowed);
  });

  it('turns a lost connection into NetworkError', async () => {
    const result = api.upload('/api/users/me/photo', photo()).catch((caught: unknown) => caught);
    (await sent()).onerror?.();
    expect(((await result) as ApiError).key).toBe('NetworkError');
  });
});
