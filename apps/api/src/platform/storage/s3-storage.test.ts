import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type ObjectStorage } from './storage.ts';

const BUCKET = 'krov-test';
// s3rver's one account. It checks the access key id (not SigV4 signatures).
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// A real S3 protocol server on a free local port, with its data in a temporary folder: the test
// runs the AWS SDK's whole conversation (signing, XML answers, errors), not a mock of it.
let directory = '';
let server: S3rver;
let endpoint = '';
let s3: ReturnType<typeof createS3Storage>;
let local: ObjectStorage;
let raw: S3Client;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'krov-storage-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = createS3Storage({
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    forcePathStyle: true,
    ...credentials,
  });
  local = createLocalStorage(path.join(directory, 'local'));
  raw = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  s3?.close();
  raw?.destroy();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

const adapters: Array<[string, () => ObjectStorage]> = [
  ['local disk', () => local],
  ['S3 (s3rver)', () => s3],
];

// One contract, both adapters: whatever the listings do with storage behaves the same on each.
describe.each(adapters)('ObjectStorage on %s', (_name, storage) => {
  const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 31 + 7) % 256));

  it('gives back exactly the bytes it was given', async () => {
    await storage().put('listings/a1/p1-320.webp', bytes, 'image/webp');
    const read = await storage().get('listings/a1/p1-320.webp');
    expect(read).toBeInstanceOf(Buffer);
    expect(read?.equals(bytes)).toBe(true);
  });

  it('replaces an object put again under the same key', async () => {
    await storage().put('listings/a1/p2-320.webp', Buffer.from('first'), 'image/webp');
    await storage().put('listings/a1/p2-320.webp', Buffer.from('second'), 'image/webp');
    expect((await storage().get('listings/a1/p2-320.webp'))?.toString()).toBe('second');
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage().get('listings/none/missing.webp')).toBeNull();
    expect(await storage().get('nothing-here.webp')).toBeNull();
  });

  it('deletes an object; deleting it again is not an error', async () => {
    await storage().put('profile/d1.webp', bytes, 'image/webp');
    await storage().delete('profile/d1.webp');
    expect(await storage().get('profile/d1.webp')).toBeNull();
    await expect(storage().delete('profile/d1.webp')).resolves.toBeUndefined();
  });

  it('deletePrefix removes every object under the prefix and nothing else', async () => {
    const doomed = ['listings/b1/p1-320.webp', 'listings/b1/p1-768.webp', 'listings/b1/p2/deeper.webp'];
    const kept = [
      'listings/b10/p1-320.webp',
      'listings/b2/p1-320.webp',
      'listings/b1.webp',
      'profile/b1.webp',
    ];
    for (const key of [...doomed, ...kept]) await storage().put(key, Buffer.from(key), 'image/webp');

    await storage().deletePrefix('listings/b1/');

    for (const key of doomed) expect(await storage().get(key), key).toBeNull();
    for (const key of kept) expect((await storage().get(key))?.toString(), key).toBe(key);
    // Nothing left under it: a second run has nothing to do.
    await expect(storage().deletePrefix('listings/b1/')).resolves.toBeUndefined();
  });

  it('lists every object under a prefix, with when it was written, and nothing else', async () => {
    const under = ['listings/l1/a-320.webp', 'listings/l1/b-original.webp', 'listings/l1/deep/c.webp'];
    const beside = ['listings/l10/a.webp', 'profile/l1.webp'];
    const before = Date.now() - 60_000;
    for (const key of [...under, ...beside]) await storage().put(key, Buffer.from(key), 'image/webp');
    const listed = [];
    for await (const object of storage().list('listings/l1/')) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual([...under].sort());
    for (const object of listed) {
      expect(object.leftover).toBe(false);
      expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
    }
    const none = [];
    for await (const object of storage().list('listings/nothing-here/')) none.push(object);
    expect(none).toEqual([]);
  });

  it('deletePrefix works through more objects than one listing page holds', async () => {
    const keys = Array.from({ length: 1005 }, (_, index) => `listings/many/p${index}.webp`);
    // In batches: s3rver (and the disk) take a thousand parallel puts badly.
    for (let start = 0; start < keys.length; start += 100) {
      await Promise.all(
        keys.slice(start, start + 100).map((key) => storage().put(key, Buffer.from('x'), 'image/webp')),
      );
    }
    await storage().deletePrefix('listings/many/');
    for (const key of [keys[0], keys[999], keys[1004]]) expect(await storage().get(key as string)).toBeNull();
  }, 60_000);

  it('refuses keys and prefixes that are not its own', async () => {
    for (const key of [
      '../escape.webp',
      'listings/../../etc/passwd',
      '/abs/olute.webp',
      'Upper/Case.webp',
      'no-extension',
      '',
    ]) {
      await expect(storage().put(key, bytes, 'image/webp'), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage().delete(key), key).rejects.toThrow(/unsafe storage key/);
      expect(await storage().get(key), key).toBeNull();
    }
    for (const prefix of ['', '/', 'listings', '../', 'listings/../', 'listings/b1']) {
      await expect(storage().deletePrefix(prefix), prefix).rejects.toThrow(/unsafe storage prefix/);
    }
  });
});

describe('local disk adapter', () => {
  it('lists the leftover of a write cut short as such, and removes it on request', async () => {
    const root = path.join(directory, 'local');
    await local.put('listings/l3/a-320.webp', Buffer.from('a'), 'image/webp');
    // What a crash between writing and renaming leaves (storage.ts put).
    await writeFile(path.join(root, 'listings/l3/b-320.webp.4242.tmp'), 'half');
    const listed = [];
    for await (const object of local.list('listings/l3/')) listed.push(object);
    expect(
      listed.map(({ key, leftover }) => ({ key, leftover })).sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual([
      { key: 'listings/l3/a-320.webp', leftover: false },
      { key: 'listings/l3/b-320.webp.4242.tmp', leftover: true },
    ]);
    await local.deleteLeftover('listings/l3/b-320.webp.4242.tmp');
    await expect(local.deleteLeftover('listings/l3/a-320.webp')).rejects.toThrow('not a leftover');
    await expect(local.deleteLeftover('../../etc/passwd.1.tmp')).rejects.toThrow('not a leftover');
    const after = [];
    for await (const object of local.list('listings/l3/')) after.push(object.key);
    expect(after).toEqual(['listings/l3/a-320.webp']);
  });
});

describe('S3 adapter', () => {
  it('stores the content type and a year-long immutable cache header', async () => {
    await s3.put('listings/h1/p1-768.webp', Buffer.from('webp bytes'), 'image/webp');
    const head = await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'listings/h1/p1-768.webp' }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentLength).toBe(10);

    // The same headers reach whoever reads the object straight from the bucket (a CDN).
    const response = await fetch(`${endpoint}/${BUCKET}/listings/h1/p1-768.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('fails loudly (not null) when the bucket does not exist', async () => {
    const wrong = createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'no-such-bucket',
      forcePathStyle: true,
      ...credentials,
    });
    try {
      await expect(wrong.get('profile/x.webp')).rejects.toThrow();
    } finally {
      wrong.close();
    }
  });

  it('fails loudly on an unknown access key', async () => {
    const wrong = createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      forcePathStyle: true,
      accessKeyId: 'NOT-OURS',
      secretAccessKey: 'S3RVER',
    });
    try {
      await expect(wrong.put('profile/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
        /Access Key/i,
      );
      await expect(wrong.get('profile/x.webp')).rejects.toThrow(/Access Key/i);
    } finally {
      wrong.close();
    }
  });
});

describe('the api with S3 configured', () => {
  it('keeps photos in the bucket, not on disk, and serves them from there', async () => {
    const test = await createTestApp({
      s3: { endpoint, region: 'us-east-1', bucket: BUCKET, forcePathStyle: true, ...credentials },
    });
    try {
      const user = await verifiedUser(test);
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const { payload, headers } = await multipartBody({
        photo: { bytes: png, filename: 'photo.png', type: 'image/png' },
      });
      const uploaded = await test.app.inject({
        method: 'POST',
        url: '/api/users/me/photo',
        payload,
        headers: { ...headers, ...user.auth, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(uploaded.statusCode).toBe(200);
      // A path on the page's origin since one origin (docs/decisions/089): read against any base.
      const url = new URL((uploaded.json() as { profileImage: string }).profileImage, 'http://krov.test');
      const key = url.pathname.replace('/api/files/', '');

      const head = await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      expect(head.ContentType).toBe('image/webp');
      await expect(createLocalStorage(`${test.config.dataDir}/uploads`).get(key)).resolves.toBeNull();

      const served = await test.app.inject({ method: 'GET', url: url.pathname });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    } finally {
      await test.close();
    }
  });
});
