// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfigScript } from './script';

afterEach(() => {
  delete document.documentElement.dataset.apiUrl;
});

describe('runtime-config.js', () => {
  it('sets data-api-url on <html> and puts it back when React resets the attributes', async () => {
    // Runs the served script as the browser would, in the global scope.
    new Function(runtimeConfigScript('https://api.krov.ba'))();
    expect(document.documentElement.dataset.apiUrl).toBe('https://api.krov.ba');
    expect((window as unknown as { __krovConfig: { apiUrl: string } }).__krovConfig.apiUrl).toBe(
      'https://api.krov.ba',
    );

    document.documentElement.removeAttribute('data-api-url');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.dataset.apiUrl).toBe('https://api.krov.ba');
  });

  it('escapes the value as a JavaScript string', () => {
    expect(runtimeConfigScript('http://x/"</script>')).toContain('"http://x/\\"</script>"');
  });
});
