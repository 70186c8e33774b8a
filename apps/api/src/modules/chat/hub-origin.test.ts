import { describe, expect, it } from 'vitest';
import { originAllowed } from './chat-hub.ts';

const production = { webOrigin: 'https://krov.ba', anyHostOfWebPort: false };
const development = { webOrigin: 'http://localhost:3000', anyHostOfWebPort: true };

describe('who may open the hub from a browser', () => {
  it('in production: the web’s origin only; apps send no Origin', () => {
    expect(originAllowed('https://krov.ba', production)).toBe(true);
    expect(originAllowed(undefined, production)).toBe(true);
    expect(originAllowed('https://evil.example', production)).toBe(false);
    expect(originAllowed('http://krov.ba', production)).toBe(false);
    expect(originAllowed('https://krov.ba.evil.example', production)).toBe(false);
  });

  it('in development: the web’s port at any address of the machine too', () => {
    expect(originAllowed('http://127.0.0.1:3000', development)).toBe(true);
    expect(originAllowed('http://192.168.1.20:3000', development)).toBe(true);
    expect(originAllowed('http://localhost:8080', development)).toBe(false);
    expect(originAllowed('https://localhost:3000', development)).toBe(false);
    expect(originAllowed('null', development)).toBe(false);
  });
});
