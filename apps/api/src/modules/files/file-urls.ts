import { platformEndpoints } from '@krov/contracts';

/** Turns a storage key into the address clients load it from. */
export type FileUrl = (key: string) => string;

/** The address of a stored key: the files endpoint's path (`/api/files/*`) with the key as its rest. */
export function fileUrls(publicApiUrl: string): FileUrl {
  const prefix = platformEndpoints.file.path.replace(/\*$/, '');
  return (key) => `${publicApiUrl}${prefix}${key}`;
}
