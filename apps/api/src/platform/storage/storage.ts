import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photos live: local disk by default (createLocalStorage), an S3-compatible bucket when
 * S3_* is configured (createS3Storage in s3-storage.ts). Both keep the same contract, proven by
 * one shared test table (s3-storage.test.ts runs it on each).
 */
export interface ObjectStorage {
  /** Stores the bytes under the key, replacing any object there. Throws on an unsafe key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object (or the key is not one of ours). */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing one that is not there is not an error. Throws on an unsafe key. */
  delete(key: string): Promise<void>;
  /**
   * Removes every object under a folder-like prefix ("listings/<id>/"), e.g. the photos of a
   * deleted listing. The prefix must end with "/": "listings/ab/" never touches "listings/abc/".
   */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Every object under a folder-like prefix, with when it was last written, in pages: what a
   * sweep compares with the rows that own them. Local leftovers of a write cut short (a crash
   * between writing and renaming) are listed too, with `leftover: true`: no key names them.
   */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Removes a leftover `list` named (a local half-written file); objects go through `delete`. */
  deleteLeftover(name: string): Promise<void>;
}

export interface StoredObject {
  /** The key, or for a leftover its path under the root. */
  key: string;
  modifiedAt: Date;
  leftover: boolean;
}

/** Keys are our own ("profile/<uuid>.webp"); anything else is refused before touching storage. */
const safeKey = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;
/** A folder of our keys ("listings/<uuid>/"): never empty, so no call can empty the whole store. */
const safePrefix = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/$/;

export function isSafeStorageKey(key: string): boolean {
  return safeKey.test(key);
}

export function assertSafeStorageKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

export function assertSafeStoragePrefix(prefix: string): void {
  if (!safePrefix.test(prefix)) throw new Error(`unsafe storage prefix: ${JSON.stringify(prefix)}`);
}

export function createLocalStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertSafeStorageKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash never leaves a half-written photo behind its key.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // ENOTDIR: a key "a/b.webp" where "a" is a file; EISDIR: a key naming a folder.
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertSafeStoragePrefix(prefix);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },
    async *list(prefix) {
      assertSafeStoragePrefix(prefix);
      let names: string[];
      try {
        names = await readdir(path.join(root, prefix), { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        const key = `${prefix}${name.split(path.sep).join('/')}`;
        const info = await stat(path.join(root, key)).catch(() => null);
        if (!info?.isFile()) continue;
        yield { key, modifiedAt: info.mtime, leftover: !isSafeStorageKey(key) };
      }
    },
    async deleteLeftover(name) {
      // Only a leftover of our own writes ("<key>.<pid>.tmp") under the root.
      const key = name.replace(/\.\d+\.tmp$/, '');
      if (key === name || !isSafeStorageKey(key)) throw new Error(`not a leftover: ${JSON.stringify(name)}`);
      await rm(path.join(root, name), { force: true });
    },
  };
}
