import { platformEndpoints } from '@krov/contracts';

/** Turns a storage key into the address clients load it from. */
export type FileUrl = (key: string) => string;

/**
 * The address of a stored key: the files endpoint's path (`/api/files/*`) with the key as its rest,
 * relative to the api's own address (docs/decisions/089-one-origin-for-the-browser.md). The browser
 * resolves it against the page's origin, which forwards /api/* to the api, so photos load at
 * whichever address the site was opened; an app resolves it against the api's address.
 */
export function fileUrls(): FileUrl {
  const prefix = platformEndpoints.file.path.replace(/\*$/, '');
  return (key) => `${prefix}${key}`;
}
