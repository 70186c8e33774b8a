import type {
  PasskeyResponse,
  passkeyAuthenticationCredential,
  passkeyRegistrationCredential,
} from '@krov/contracts';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import type { z } from 'zod';
import { request } from '@/shared/api/client';
import { loginLanguage } from '../session';

/**
 * The browser's side of the passkey ceremonies (issue 30): the api's options go to
 * navigator.credentials through @simplewebauthn/browser, its answer back to the api. The browser's
 * own refusals (the person cancelled, no authenticator) reject with its error, not an api error.
 */

export const passkeysKey = ['accounts', 'passkeys'] as const;

/** A new passkey of the logged-in user, on this device. */
export async function createPasskey(): Promise<PasskeyResponse> {
  const options = await request('passkeyRegistrationOptions', {});
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  // The library's JSON is the contracts' shape; its types only lack the open index signature.
  const body = { credential: credential as unknown as z.input<typeof passkeyRegistrationCredential> };
  return request('registerPasskey', { body });
}

/** Logs in with any passkey of this site the device holds (discoverable: no e-mail typed). */
export async function logInWithPasskey(): Promise<void> {
  const options = await request('passkeyLoginOptions', {});
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const answer = credential as unknown as z.input<typeof passkeyAuthenticationCredential>;
  await request('passkeyLogin', { body: { credential: answer, ...loginLanguage() } });
}
