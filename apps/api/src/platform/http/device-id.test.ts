import { describe, expect, it } from 'vitest';
import { deviceIdOf } from './device-id.ts';

const uuid = 'c0ffee00-0000-4000-8000-000000000001';
const from = (cookie: string | undefined, header: string | string[] | undefined) =>
  deviceIdOf({ cookies: { device_id: cookie }, headers: { 'x-deviceid': header } });

describe('deviceIdOf', () => {
  it('reads the device_id cookie, else the x-deviceid header', () => {
    expect(from(uuid, 'device-from-header')).toBe(uuid);
    expect(from(undefined, uuid)).toBe(uuid);
    expect(from(undefined, [uuid, 'second-one'])).toBe(uuid);
    expect(from(undefined, undefined)).toBeNull();
  });

  it('ignores what is not an id: too short, too long, or other characters', () => {
    for (const bad of ['short', 'x'.repeat(65), 'has space inside', 'semi;colon-id', '']) {
      expect(from(bad, undefined)).toBeNull();
      expect(from(undefined, bad)).toBeNull();
    }
    // A malformed cookie does not hide a good header.
    expect(from('bad', uuid)).toBe(uuid);
    expect(from('x'.repeat(64), undefined)).toBe('x'.repeat(64));
  });
});
