import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto';

/** What a browser keeps of its own subscription: the private half of p256dh and the auth secret. */
export interface UserAgentKeys {
  /** Uncompressed P-256 point, 65 bytes (the subscription's p256dh). */
  publicKey: Buffer;
  privateKey: Buffer;
  /** 16 random bytes (the subscription's auth). */
  authSecret: Buffer;
}

const HEADER_FIXED_BYTES = 16 + 4 + 1; // salt, rs, idlen
const TAG_BYTES = 16;

/**
 * Decrypts a Web Push message body as a browser does, with node:crypto only, so the sender's
 * encryption is checked against the RFCs rather than against the library that produced it:
 * RFC 8188 (the aes128gcm header, one record, the padding delimiter) and RFC 8291 (the key
 * derivation from the ECDH secret and the auth secret). Throws on anything malformed or forged.
 */
export function decryptAes128gcm(body: Buffer, ua: UserAgentKeys): Buffer {
  if (body.length < HEADER_FIXED_BYTES) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  // RFC 8291 §4: the keyid is the application server's ephemeral public key.
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes, not a P-256 public key`);
  const asPublic = body.subarray(HEADER_FIXED_BYTES, HEADER_FIXED_BYTES + idLength);
  const record = body.subarray(HEADER_FIXED_BYTES + idLength);
  // RFC 8291 §4: a push message is a single record, so the whole rest fits in rs.
  if (recordSize < 18 || record.length > recordSize) throw new Error('not a single record within rs');
  if (record.length <= TAG_BYTES) throw new Error('record shorter than its tag');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(ua.privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);

  // RFC 8291 §3.4: IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" 0x00 ua_public as_public, 32).
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, ua.authSecret, keyInfo, 32));
  // RFC 8188 §2.2 and §2.3: the content encryption key and the nonce from the salt.
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  // The first (and only) record's sequence number is 0, so the nonce is used as derived.
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - TAG_BYTES)),
    decipher.final(),
  ]);

  // RFC 8188 §2: content, then the delimiter 0x02 of the last record, then any number of zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 0x02) throw new Error('no last-record padding delimiter');
  return padded.subarray(0, end);
}
