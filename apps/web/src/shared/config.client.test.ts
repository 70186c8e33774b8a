// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
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
