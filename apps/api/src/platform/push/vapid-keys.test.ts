import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { defaultVapidSubject, vapidKeysFileName, vapidKeysFrom } from './vapid-keys.ts';

const root = mkdtempSync(path.join(tmpdir(), 'krov-vapid-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
/** A DATA_DIR that does not exist yet, as on a first start. */
function freshDataDir(): string {
  dirs += 1;
  return path.join(root, `data-${dirs}`, 'nested');
}

const defaultSubject = 'mailto:no-reply@krov.ba';

describe('vapidKeysFrom', () => {
  it('makes a pair once into DATA_DIR (owner-only) and reads the same pair back', () => {
    const dataDir = freshDataDir();

    const first = vapidKeysFrom({ dataDir, defaultSubject });
    const second = vapidKeysFrom({ dataDir, defaultSubject });

    expect(second).toEqual(first);
    expect(first.subject).toBe(defaultSubject);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/); // 65 bytes
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes
    const file = path.join(dataDir, vapidKeysFileName);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('uses the configured pair and subject, and writes nothing', () => {
    const dataDir = freshDataDir();
    const configured = webpush.generateVAPIDKeys();

    const keys = vapidKeysFrom({
      ...configured,
      subject: 'https://krov.ba/contact',
      dataDir,
      defaultSubject,
    });

    expect(keys).toEqual({ ...configured, subject: 'https://krov.ba/contact' });
    expect(existsSync(path.join(dataDir, vapidKeysFileName))).toBe(false);
  });

  it('refuses one key without the other, a mismatched pair, a malformed key and a bad subject', () => {
    const dataDir = freshDataDir();
    const a = webpush.generateVAPIDKeys();
    const b = webpush.generateVAPIDKeys();

    expect(() => vapidKeysFrom({ publicKey: a.publicKey, dataDir, defaultSubject })).toThrow(/together/);
    expect(() =>
      vapidKeysFrom({ publicKey: a.publicKey, privateKey: b.privateKey, dataDir, defaultSubject }),
    ).toThrow(/does not belong to the private key/);
    expect(() =>
      vapidKeysFrom({ publicKey: `${a.publicKey}=`, privateKey: a.privateKey, dataDir, defaultSubject }),
    ).toThrow(/public key is not a base64url/);
    expect(() =>
      vapidKeysFrom({ publicKey: a.publicKey, privateKey: a.publicKey, dataDir, defaultSubject }),
    ).toThrow(/private key is not/);
    expect(() => vapidKeysFrom({ subject: 'no-reply@krov.ba', dataDir, defaultSubject })).toThrow(
      /mailto: or https:/,
    );
    // None of the refusals made a pair behind the configuration's back.
    expect(existsSync(path.join(dataDir, vapidKeysFileName))).toBe(false);
  });

  it('refuses a damaged key file instead of replacing it (that would orphan every subscription)', () => {
    const dataDir = freshDataDir();
    vapidKeysFrom({ dataDir, defaultSubject });
    const file = path.join(dataDir, vapidKeysFileName);
    writeFileSync(file, '{"publicKey":"x"');

    expect(() => vapidKeysFrom({ dataDir, defaultSubject })).toThrow(/is not JSON/);
    expect(readFileSync(file, 'utf8')).toBe('{"publicKey":"x"');
  });
});

describe('defaultVapidSubject', () => {
  it('is mailto: the address of the From header', () => {
    expect(defaultVapidSubject('Krov <no-reply@krov.ba>')).toBe('mailto:no-reply@krov.ba');
    expect(defaultVapidSubject('no-reply@krov.ba')).toBe('mailto:no-reply@krov.ba');
  });
});
