import { describe, expect, it, vi } from 'vitest';
import { fetchHubUrl, resolveHubUrl } from './hub-url';

describe('resolveHubUrl', () => {
  it('keeps a hub on another host as configured', () => {
    expect(resolveHubUrl('https://api.krov.ba', { hostname: 'krov.ba' })).toBe('https://api.krov.ba');
  });

  it('reaches a hub on this machine at the host the page was opened at (its cookie goes there)', () => {
    expect(resolveHubUrl('http://localhost:4000', { hostname: 'localhost' })).toBe('http://localhost:4000');
    expect(resolveHubUrl('http://localhost:4000', { hostname: '127.0.0.1' })).toBe('http://127.0.0.1:4000');
    expect(resolveHubUrl('http://127.0.0.1:4000/', { hostname: '192.168.1.20' })).toBe(
      'http://192.168.1.20:4000',
    );
  });
});

describe('fetchHubUrl', () => {
  it('answers the configured address, or null when it cannot be read', async () => {
    const answering = (body: unknown, ok = true) =>
      vi.fn(async () => ({ ok, json: async () => body }) as Response) as unknown as typeof fetch;
    expect(await fetchHubUrl(answering({ url: 'http://localhost:4000' }))).toBe('http://localhost:4000');
    expect(await fetchHubUrl(answering({}, true))).toBeNull();
    expect(await fetchHubUrl(answering({ url: 'x' }, false))).toBeNull();
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await fetchHubUrl(failing)).toBeNull();
  });
});
