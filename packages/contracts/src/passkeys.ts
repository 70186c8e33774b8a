import { z } from 'zod';
import { languageField } from './fields.ts';

/**
 * Passkeys (issue 30): the WebAuthn ceremonies' JSON as the browser's PublicKeyCredential.toJSON()
 * (and @simplewebauthn/browser) writes it. The shapes are checked loosely here (the library on the
 * server checks every byte); the limits keep a request small.
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/** A credential id as the api names it in paths and lists (base64url). */
export const passkeyIdField = base64url(1400);

const credentialBase = {
  id: passkeyIdField,
  rawId: passkeyIdField,
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What navigator.credentials.create() answered, as JSON. */
export const passkeyRegistrationCredential = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16000),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});

/** What navigator.credentials.get() answered, as JSON. */
export const passkeyAuthenticationCredential = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    // ML-DSA-44 (offered first where the runtime has it) signs in 2420 bytes.
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
});

export const passkeyNameField = z.string().trim().min(1).max(60);

/** The options for navigator.credentials.create()/get(): passed to the browser as they are. */
export const passkeyOptionsResponse = z.looseObject({ challenge: z.string() });

export const registerPasskeyRequest = z.object({
  credential: passkeyRegistrationCredential,
  /** Absent: named after the browser and system it was made on (decision 238). */
  name: passkeyNameField.optional(),
});

export const passkeyLoginRequest = z.object({
  credential: passkeyAuthenticationCredential,
  /** As on the password login (docs/decisions/176). */
  language: languageField.optional(),
});

export const renamePasskeyRequest = z.object({ name: passkeyNameField });
export const passkeyParams = z.object({ id: passkeyIdField });

export const passkeyResponse = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const passkeysResponse = z.object({ passkeys: z.array(passkeyResponse) });
export type PasskeyResponse = z.infer<typeof passkeyResponse>;

/** The new-device e-mail's link (decision 240): a signed token naming the session to end. */
export const endSessionByLinkRequest = z.object({ token: z.string().min(1).max(200) });
