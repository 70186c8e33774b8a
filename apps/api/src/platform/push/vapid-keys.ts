import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { VapidKeys } from './push-sender.ts';

export interface VapidKeysSource {
  /** Both or neither: one without the other is a mistake, never half-generated. */
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject?: string | undefined;
  /** The subject when none is configured, e.g. defaultVapidSubject(MAIL_FROM). */
  defaultSubject: string;
  dataDir: string;
}

export const vapidKeysFileName = 'vapid-keys.json';

/**
 * The configured key pair, or else the one kept in DATA_DIR, made there on the first start.
 * It must outlive restarts: every browser subscription is bound to the public key, and a new
 * pair would silently orphan them all. Throws with a message naming the variables on a bad key.
 */
export function vapidKeysFrom(source: VapidKeysSource): VapidKeys {
  const subject = source.subject ?? source.defaultSubject;
  checkSubject(subject);
  const { publicKey, privateKey } = source;
  if (publicKey || privateKey) {
    if (!(publicKey && privateKey)) {
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
    }
    checkKeyPair({ publicKey, privateKey }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    return { publicKey, privateKey, subject };
  }
  return { ...localKeyPair(source.dataDir), subject };
}

/** `mailto:` the address of a From header such as "Krov <no-reply@krov.ba>". */
export function defaultVapidSubject(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

function localKeyPair(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, vapidKeysFileName);
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  const pair = { publicKey: made.publicKey, privateKey: made.privateKey };
  try {
    // 'wx': a second process starting at the same moment must not replace the pair the first wrote.
    writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = readKeyFile(file);
    if (written) return written;
  }
  return pair;
}

function readKeyFile(file: string): { publicKey: string; privateKey: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // A damaged file stops the start rather than being replaced: replacing it orphans every subscription.
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON; restore it, or delete it to make a new pair`);
  }
  const { publicKey, privateKey } = (parsed ?? {}) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') {
    throw new Error(`${file} lacks publicKey or privateKey; restore it, or delete it to make a new pair`);
  }
  checkKeyPair({ publicKey, privateKey }, file);
  return { publicKey, privateKey };
}

const base64url = /^[A-Za-z0-9_-]+$/;

/**
 * The forms web-push expects (base64url without padding: a 65-byte uncompressed P-256 point and
 * a 32-byte scalar), and that they are one pair: a mismatched pair signs tokens the push
 * services refuse, which would only show as failed jobs.
 */
function checkKeyPair(pair: { publicKey: string; privateKey: string }, where: string): void {
  const publicBytes = base64url.test(pair.publicKey) ? Buffer.from(pair.publicKey, 'base64url') : undefined;
  const privateBytes = base64url.test(pair.privateKey)
    ? Buffer.from(pair.privateKey, 'base64url')
    : undefined;
  if (publicBytes?.length !== 65 || publicBytes[0] !== 0x04) {
    throw new Error(`${where}: the public key is not a base64url uncompressed P-256 point (65 bytes)`);
  }
  if (privateBytes?.length !== 32) {
    throw new Error(`${where}: the private key is not a base64url P-256 private key (32 bytes)`);
  }
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(privateBytes);
  } catch {
    throw new Error(`${where}: the private key is not a valid P-256 private key`);
  }
  if (!ecdh.getPublicKey().equals(publicBytes)) {
    throw new Error(`${where}: the public key does not belong to the private key`);
  }
}

function checkSubject(subject: string): void {
  let protocol: string;
  try {
    protocol = new URL(subject).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'mailto:' && protocol !== 'https:') {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, not "${subject}"`);
  }
}
