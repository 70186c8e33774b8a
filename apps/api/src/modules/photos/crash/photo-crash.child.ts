/**
 * Run by photo-crash.test.ts in its own process: works on a listing's photos through the real api
 * and kills this process (SIGKILL: no cleanup) at the point it is given: while an upload stores
 * its files (before its rows commit), while the variants job writes a photo's variants, or while
 * a photo's files are removed after its row went.
 * Argument: JSON { engine, dataDir | url, uploadsDir, listingId, ownerId, secret, crashAt }.
 */
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { systemClock } from '../../../platform/clock/clock.ts';
import { openDatabase } from '../../../platform/db/database.ts';
import { type ConfiguredStorage, openConfiguredStorage } from '../../../platform/storage/open-configured.ts';
import { type ChildRun, ownerToken } from '../../listings/crash/child-run.ts';
import { jpegFor } from '../../listings/crash/crash-images.ts';

export type PhotoCrashPoint = 'upload' | 'processing' | 'photo-delete';

export type PhotoCrashRun = ChildRun<PhotoCrashPoint>;

const run = JSON.parse(process.argv[2] as string) as PhotoCrashRun;
const die = () => process.kill(process.pid, 'SIGKILL');
let armed = false;
let originalsStored = 0;

/** The real storage, killed at the chosen call. */
function crashing(storage: ConfiguredStorage): ConfiguredStorage {
  return {
    ...storage,
    async put(key, body, contentType) {
      await storage.put(key, body, contentType);
      const variant = /-\d+\.webp$/.test(key);
      // The second original of an upload is on disk, its rows not yet written.
      if (armed && run.crashAt === 'upload' && !variant) {
        originalsStored += 1;
        if (originalsStored === 2) die();
      }
      // The variants job has written a first variant, and holds its job.
      if (armed && run.crashAt === 'processing' && variant) die();
    },
    async delete(key) {
      // A photo's row is gone (committed); its first file goes, then the process.
      if (armed && run.crashAt === 'photo-delete') {
        await storage.delete(key);
        die();
      }
      await storage.delete(key);
    },
  };
}

const database =
  run.engine === 'pglite'
    ? await openDatabase({ kind: 'pglite', dataDir: run.dataDir as string })
    : await openDatabase({ kind: 'postgres', url: run.url as string, poolSize: 4 });
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: run.uploadsDir,
  AUTH_SECRET: run.secret,
  LOG_LEVEL: 'silent',
});
const { app } = await buildApp({
  config,
  database,
  storage: crashing(openConfiguredStorage(config)),
  clock: systemClock,
});
await app.ready();
const token = await ownerToken(database.db, run);
const headers = { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' };

async function upload(): Promise<void> {
  const form = new FormData();
  for (const colour of ['#8a5a3c', '#3c6e8a']) {
    form.append('photos', new Blob([await jpegFor(colour)], { type: 'image/jpeg' }), 'photo.jpg');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: `/api/properties/${run.listingId}/photos`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
  });
  // Told in the output the test shows when no crash came.
  console.log(`upload answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  if (response.statusCode !== 201) throw new Error('the upload failed');
}

/** The listing's photos once every one is ready (the variants job done). */
async function readyPhotos(): Promise<Array<{ id: string }>> {
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/properties/${run.listingId}`, headers });
    const { photos } = response.json() as { photos: Array<{ id: string; ready: boolean }> };
    if (photos.length > 0 && photos.every((photo) => photo.ready)) return photos;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

if (run.crashAt === 'photo-delete') {
  await upload();
  const [photo] = await readyPhotos();
  armed = true;
  await app.inject({
    method: 'DELETE',
    url: `/api/properties/${run.listingId}/photos/${photo?.id}`,
    headers,
  });
} else {
  armed = true;
  await upload();
  // Processing: the worker takes the job within its polling interval; the crash comes from it.
  if (run.crashAt === 'processing') await new Promise((resolve) => setTimeout(resolve, 30_000));
}
// Reached only when the crash point never came: the test fails on the exit code.
console.log(`no crash at ${run.crashAt}`);
await app.close();
process.exit(3);
