import { ApiError } from './api-error.ts';
import { requestHeaders } from './request-headers.ts';
import { requestSignal } from './request-signal.ts';

/** An answer as it came: the status and the parsed body (undefined when empty). */
export interface RawResponse {
  status: number;
  body: unknown;
}

/** Sends one request; may be called again to replay it. Headers are built at each send. */
export type Transport = (signal: AbortSignal) => Promise<RawResponse>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** fetch with the session cookies, which travel cross-origin to the api (same site, SameSite=Lax). */
export function fetchTransport(method: HttpMethod, url: string, body?: unknown): Transport {
  const kind = body === undefined ? 'none' : body instanceof FormData ? 'form' : 'json';
  const payload = kind === 'json' ? JSON.stringify(body) : (body as FormData | undefined);
  return async (signal) => {
    const response = await fetch(url, {
      method,
      headers: requestHeaders(method, kind),
      body: payload,
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

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ExchangeOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * One round trip under the caller's signal and the 30 s limit. Whatever keeps the answer from
 * arriving becomes an ApiError: Cancelled, Timeout or NetworkError (status 0).
 */
export async function exchange(transport: Transport, options: ExchangeOptions = {}): Promise<RawResponse> {
  if (options.signal?.aborted) throw new ApiError(0, 'Cancelled', [], options.signal.reason);
  const request = requestSignal(options.signal, options.timeoutMs);
  try {
    return await transport(request.signal);
  } catch (cause) {
    if (request.cancelled()) throw new ApiError(0, 'Cancelled', [], cause);
    if (request.timedOut()) throw new ApiError(0, 'Timeout', [], cause);
    throw new ApiError(0, 'NetworkError', [], cause);
  } finally {
    request.dispose();
  }
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}
