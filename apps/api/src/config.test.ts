import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { booleanSpellings, ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'krov-config-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const vapid = webPush.generateVAPIDKeys();
const productionEnv = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example:587',
  INFOBIP_BASE_URL: 'https://example.api.infobip.com',
  INFOBIP_API_KEY: 'key',
  MONRI_KEY: 'monri-test-key',
  MONRI_AUTHENTICITY_TOKEN: 'monri-token',
  MONRI_ENDPOINT: 'test',
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
    expect(() => loadConfig({ ...productionEnv, VAPID_PRIVATE_KEY: undefined })).toThrow('VAPID_PUBLIC_KEY');
    expect(() => loadConfig({ ...productionEnv, SMTP_URL: undefined })).toThrow('SMTP_URL');
    expect(() => loadConfig({ ...productionEnv, INFOBIP_API_KEY: undefined })).toThrow('INFOBIP');
  });

  it('pays through Monri when all its variables are set; the sandbox elsewhere, never in production', () => {
    expect(loadConfig(productionEnv).monri).toEqual({
      key: 'monri-test-key',
      authenticityToken: 'monri-token',
      baseUrl: 'https://ipgtest.monri.com',
    });
    expect(() =>
      loadConfig({
        ...productionEnv,
        MONRI_KEY: undefined,
        MONRI_AUTHENTICITY_TOKEN: undefined,
        MONRI_ENDPOINT: undefined,
      }),
    ).toThrow('MONRI_KEY');
    expect(loadConfig({ DATA_DIR: dataDir }).monri).toBeUndefined();
    // Half a gateway stops the start, with its reason and no stack.
    expect(() => loadConfig({ DATA_DIR: dataDir, MONRI_KEY: 'k' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        MONRI_KEY: 'k',
        MONRI_AUTHENTICITY_TOKEN: 't',
        MONRI_ENDPOINT: 'http://pay.example',
      }),
    ).toThrow('https');
  });

  it('makes cookies Secure when the api is served over https', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_API_URL: 'https://api.krov.ba' }).secureCookies).toBe(true);
  });

  it('stores photos in S3 only with a bucket and both keys; path style by default with an endpoint', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    const keys = { S3_BUCKET: 'krov-photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: dataDir, ...keys }).s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'krov-photos',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const minio = { DATA_DIR: dataDir, ...keys, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-central-1' };
    expect(loadConfig(minio).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    // Half a configuration is a mistake, never a silent fall back to local disk.
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'krov-photos' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ DATA_DIR: dataDir, ...keys, S3_SECRET_ACCESS_KEY: undefined })).toThrow('S3_');
  });

  it('charges the price list everywhere (10 and 5 KM; the sandbox takes it outside production), unless configured', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).listingFees).toEqual({ sell: 10, rent: 5 });
    expect(loadConfig({ ...productionEnv }).listingFees).toEqual({ sell: 10, rent: 5 });
    const configured = { DATA_DIR: dataDir, LISTING_FEE_SELL: '12.5', LISTING_FEE_RENT: '0' };
    expect(loadConfig(configured).listingFees).toEqual({ sell: 12.5, rent: 0 });
    expect(loadConfig({ ...productionEnv, LISTING_FEE_SELL: '0' }).listingFees).toEqual({ sell: 0, rent: 5 });
    expect(() => loadConfig({ DATA_DIR: dataDir, LISTING_FEE_RENT: '-1' })).toThrow();
  });

  it('scales the rate limits only when asked', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).rateLimitScale).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: '20' }).rateLimitScale).toBe(20);
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: '0' })).toThrow();
  });

  it('reuses a listing’s public JSON 5 s unless told otherwise (0: never)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).listingCacheMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: dataDir, LISTING_CACHE_SECONDS: '0' }).listingCacheMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, LISTING_CACHE_SECONDS: '-1' })).toThrow();
  });

  it('reuses a search’s total 5 s unless told otherwise (0: never)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).searchCountCacheMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: dataDir, SEARCH_COUNT_CACHE_SECONDS: '0' }).searchCountCacheMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, SEARCH_COUNT_CACHE_SECONDS: '61' })).toThrow();
  });

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, API_PORT: 'abc' })).toThrow();
  });

  it('parses every yes/no variable the same way: true/1/yes/on and false/0/no/off, in any case', () => {
    const keys = { S3_BUCKET: 'krov-photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const read = (value: string) => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        ...keys,
        DEMO_DATA: value,
        TRUST_PROXY: value,
        S3_FORCE_PATH_STYLE: value,
      });
      return [config.demoData, config.trustProxy, config.s3?.forcePathStyle];
    };
    expect(booleanSpellings).toEqual({
      true: ['true', '1', 'yes', 'on'],
      false: ['false', '0', 'no', 'off'],
    });
    for (const value of ['true', '1', 'yes', 'on', 'TRUE', 'Yes', 'ON'])
      expect(read(value)).toEqual([true, true, true]);
    for (const value of ['false', '0', 'no', 'off', 'FALSE', 'No', 'Off']) {
      expect(read(value)).toEqual([false, false, false]);
    }
    for (const name of ['DEMO_DATA', 'TRUST_PROXY', 'S3_FORCE_PATH_STYLE']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ...keys, [name]: 'maybe' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, ...keys, [name]: 'maybe' })).toThrow(name);
    }
  });

  it('turns demo data off with DEMO_DATA=0 (npm start reads this same configuration)', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ ...productionEnv, DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: '',
      API_PORT: '',
      PUBLIC_WEB_URL: '',
      SMTP_URL: '',
    });
    expect(config.demoData).toBe(true);
    expect(config.port).toBe(4000);
    expect(config.publicWebUrl).toBe('http://localhost:3000');
    expect(config.devMailbox).toBe(true);
  });

  it('names its own addresses after the ports unless PUBLIC_*_URL says otherwise', () => {
    const ports = loadConfig({ DATA_DIR: dataDir, API_PORT: '4100', WEB_PORT: '3100' });
    expect([ports.port, ports.webPort]).toEqual([4100, 3100]);
    expect([ports.publicApiUrl, ports.publicWebUrl]).toEqual([
      'http://localhost:4100',
      'http://localhost:3100',
    ]);
    const named = loadConfig({
      DATA_DIR: dataDir,
      API_PORT: '4100',
      PUBLIC_API_URL: 'https://api.krov.ba/',
      PUBLIC_WEB_URL: 'https://krov.ba/',
    });
    expect([named.publicApiUrl, named.publicWebUrl]).toEqual(['https://api.krov.ba', 'https://krov.ba']);
  });
});
