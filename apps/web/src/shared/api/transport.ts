import { parseBody, type RawResponse, type Transport } from '@krov/client';
import { requestHeaders } from './request-headers.ts';

export { exchange, isSuccess, type RawResponse, type Transport } from '@krov/client';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** fetch with the session cookies, outside the client (the token refresh itself). */
export function fetchTransport(method: HttpMethod, url: string, body?: unknown): Transport {
  const kind = body === undefined ? 'none' : 'json';
  return async (signal) => {
    const response = await fetch(url, {
      method,
      headers: requestHeaders(method, kind),
      body: kind === 'json' ? JSON.stringify(body) : undefined,
      credentials: 'include',
      signal,
    });
    return { status: response.status, body: parseBody(await response.text()) };
  };
}

/** XMLHttpRequest, the one browser API that reports upload progress. */
export function xhrTransport(
  url: string,
  formData: FormData,
  onProgress?: (fraction: number) => void,
): Transport {
  return (signal) =>
    new Promise<RawResponse>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      const settle = () => signal.removeEventListener('abort', onAbort);
      xhr.open('POST', url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(requestHeaders('POST', 'form')))
        xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        settle();
        resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        settle();
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      xhr.send(formData);
    });
}
