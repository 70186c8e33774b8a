import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertSafeStorageKey,
  assertSafeStoragePrefix,
  isSafeStorageKey,
  type ObjectStorage,
} from './storage.ts';

export interface S3StorageOptions {
  /** An S3-compatible service (MinIO, R2, s3rver…); AWS itself when absent. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** "https://host/bucket/key" instead of "https://bucket.host/key"; most S3-compatible services need it. */
  forcePathStyle: boolean;
}

/** Keys are never reused (a new photo gets a new key), so whoever serves them may cache for a year. */
export const storedObjectCacheControl = 'public, max-age=31536000, immutable';

/** The S3 twin of createLocalStorage: the same contract against a bucket, through the AWS SDK v3. */
export function createS3Storage(options: S3StorageOptions): ObjectStorage & { close(): void } {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK adds CRC32 checksums to every upload by default; many S3-compatible services
    // (s3rver among them) reject or mis-store those. Checksums only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });

  return {
    async put(key, body, contentType) {
      assertSafeStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: storedObjectCacheControl,
        }),
      );
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        // Only a missing key is "no such object"; a missing bucket or bad credentials must be loud.
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list(prefix) {
      assertSafeStoragePrefix(prefix);
      // ListObjects (v1) with a marker, as deletePrefix: every S3-compatible service speaks it.
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker }),
        );
        const objects = page.Contents ?? [];
        for (const object of objects) {
          if (!object.Key) continue;
          // An upload is one request: a bucket never holds a half-written object.
          yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0), leftover: false };
        }
        if (!page.IsTruncated || objects.length === 0) return;
        marker = objects.at(-1)?.Key;
      }
    },
    async deleteLeftover(name) {
      throw new Error(`a bucket has no leftovers: ${JSON.stringify(name)}`);
    },
    async deletePrefix(prefix) {
      assertSafeStoragePrefix(prefix);
      // Listing pages hold up to 1000 keys, the most one DeleteObjects call takes. ListObjects
      // (v1) with a marker rather than v2's continuation tokens: every S3-compatible service
      // speaks it, and s3rver cannot make v2 tokens on Node ≥ 17 (it ciphers them with DES).
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length > 0) {
          const answer = await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
            }),
          );
          const failed = answer.Errors ?? [];
          if (failed.length > 0) {
            throw new Error(
              `could not delete ${failed.length} object(s) under ${prefix}: ${failed[0]?.Code} ${failed[0]?.Key}`,
            );
          }
        }
        if (!page.IsTruncated || keys.length === 0) return;
        marker = keys[keys.length - 1];
      }
    },
    close() {
      client.destroy();
    },
  };
}
