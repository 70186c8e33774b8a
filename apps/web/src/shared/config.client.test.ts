// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl } from './config.client.ts';

afterEach(() => {
  delete document.documentElement.dataset.apiUrl;
});

describe('apiBaseUrl', () => {
  it('reads <html data-api-url> rendered by the layout, without a trailing slash', () => {
    document.documentElement.setAttribute('data-api-url', 'https://api.krov.ba/');
    expect(apiBaseUrl()).toBe('https://api.krov.ba');
  });

  it('falls back to http://localhost:4000', () => {
    expect(apiBaseUrl()).toBe('http://localhost:4000');
    document.documentElement.dataset.apiUrl = '  ';
    expect(apiBaseUrl()).toBe('http://localhost:4000');
  });
});

describe('runtimeConfigReady (the runtime config loads async, requests wait for it)', () => {
  // A fresh module each time: the wait is shared within one page load.
  async function freshConfig() {
    vi.resetModules();
    return import('./config.client.ts');
  }

  afterEach(() => {
    document.getElementById('krov-runtime-config')?.remove();
  });

  it('is ready at once when the script has already set the address', async () => {
    document.documentElement.dataset.apiUrl = 'https://api.krov.ba';
    const { runtimeConfigReady } = await freshConfig();
    await expect(runtimeConfigReady()).resolves.toBeUndefined();
  });

  it('waits for the script to run, then the address is the one it set', async () => {
    const { runtimeConfigReady, runtimeConfigScriptId, apiBaseUrl: base } = await freshConfig();
    const script = document.createElement('script');
    script.id = runtimeConfigScriptId;
    document.head.append(script);
    let ready = false;
    const waiting = runtimeConfigReady().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    document.documentElement.dataset.apiUrl = 'https://api.krov.ba';
    script.dispatchEvent(new Event('load'));
    await waiting;
    expect(base()).toBe('https://api.krov.ba');
  });

  it('gives up waiting when the script fails, and the default address applies', async () => {
    const { runtimeConfigReady, runtimeConfigScriptId, apiBaseUrl: base } = await freshConfig();
    const script = document.createElement('script');
    script.id = runtimeConfigScriptId;
    document.head.append(script);
    const waiting = runtimeConfigReady();
    script.dispatchEvent(new Event('error'));
    await waiting;
    expect(base()).toBe('http://localhost:4000');
  });
});
