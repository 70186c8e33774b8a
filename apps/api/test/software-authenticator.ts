import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for the api's tests (issue 30): an ES256 key pair made with
 * node:crypto, authenticator data and a "none" attestation in CBOR, and assertions signed as a
 * platform authenticator signs them. It answers the JSON a browser's PublicKeyCredential.toJSON()
 * gives, so the api's checks (the library's) run whole against it.
 */
export interface SoftwareAuthenticator {
  /** The credential id, base64url, once registered. */
  readonly credentialId: string;
  /** Answers navigator.credentials.create() for the options the api gave. */
  register(options: { challenge: string; user: { id: string } }): Record<string, unknown>;
  /** Answers navigator.credentials.get(); the counter grows by one each time. */
  assert(options: { challenge: string }): Record<string, unknown>;
  /** A copy with the same key and counter: a cloned authenticator. */
  clone(): SoftwareAuthenticator;
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredentialData: 0x40 };

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The COSE form (EC2, ES256, P-256) of the public key. */
function cosePublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  );
}

export function softwareAuthenticator(
  origin: string,
  state: {
    key?: { publicKey: KeyObject; privateKey: KeyObject };
    id?: Buffer;
    counter?: number;
    userHandle?: string;
  } = {},
): SoftwareAuthenticator {
  const key = state.key ?? generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = state.id ?? randomBytes(16);
  let counter = state.counter ?? 0;
  let userHandle = state.userHandle;
  const rpIdHash = sha256(new URL(origin).hostname);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    get credentialId() {
      return b64url(id);
    },

    register(options) {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags.userPresent | flags.userVerified | flags.attestedCredentialData]),
        counterBytes(counter),
        Buffer.alloc(16), // the AAGUID: none given
        idLength,
        id,
        cosePublicKey(key.publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },

    assert(options) {
      counter += 1;
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const authenticatorData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags.userPresent | flags.userVerified]),
        counterBytes(counter),
      ]);
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        key.privateKey,
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },

    clone() {
      return softwareAuthenticator(origin, { key, id, counter, ...(userHandle ? { userHandle } : {}) });
    },
  };
}
