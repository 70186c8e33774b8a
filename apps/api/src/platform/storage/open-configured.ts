import path from 'node:path';
import type { Config } from '../../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type ObjectStorage } from './storage.ts';

/** The storage the app serves photos from; whoever opened it closes it once (app.ts does, on close). */
export interface ConfiguredStorage extends ObjectStorage {
  close(): void;
}

/** The storage the configuration names: the S3 bucket when S3_* is set, else DATA_DIR/uploads on local disk. */
export function openConfiguredStorage(config: Pick<Config, 's3' | 'dataDir'>): ConfiguredStorage {
  if (config.s3) return createS3Storage(config.s3);
  return { ...createLocalStorage(path.join(config.dataDir, 'uploads')), close() {} };
}
