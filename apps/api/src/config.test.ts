import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'krov-config-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const productionEnv = {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example:587',
  INFOBIP_BASE_URL: 'https://example.api.infobip.com',
  INFOBIP_API_KEY: 'key',
};

describe('loadConfig', () => {
  it('runs embedded with no variables: PGlite, development mailbox, demo data, insecure cookies on http', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.devMailbox).toBe(true);
    expect(config.demoData).toBe(true);
    expect(config.secureCookies).toBe(false);
    expect(config.port).toBe(4000);
    expect(config.publicWebUrl).toBe('http://localhost:3000');
  });

  it('keeps one local secret in DATA_DIR, so sessions survive a restart', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
  });

  it('never runs the development mailbox with SMTP configured or in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://mail.example:587' }).devMailbox).toBe(false);
    const production = loadConfig({ ...productionEnv });
    expect(production.devMailbox).toBe(false);
    expect(production.demoData).toBe(false);
  });

  it('refuses to start in production without a secret, an SMTP server or an SMS provider', () => {
    expect(() => loadConfig({ ...productionEnv, AUTH_SECRET: undefined })).toThrow('AUTH_SECRET');
    expect(() => loadConfig({ ...productionEnv, SMTP_URL: undefined })).toThrow('SMTP_URL');
    expect(() => loadConfig({ ...productionEnv, INFOBIP_API_KEY: undefined })).toThrow('INFOBIP');
  });

  it('makes cookies Secure when the api is served over https', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_API_URL: 'https://api.krov.ba' }).secureCookies).toBe(true);
  });

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, API_PORT: 'abc' })).toThrow();
  });
});
