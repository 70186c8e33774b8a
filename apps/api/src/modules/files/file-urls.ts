/** Where stored files are served (files.routes.ts); a key follows it. */
export const filesPathPrefix = '/api/files/';

/** Turns a storage key into the address clients load it from. */
export type FileUrl = (key: string) => string;

export function fileUrls(publicApiUrl: string): FileUrl {
  return (key) => `${publicApiUrl}${filesPathPrefix}${key}`;
}
