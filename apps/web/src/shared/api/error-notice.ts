import type { Language } from '@krov/contracts';
import { catalogueText } from '@/i18n/client-catalogue.ts';
import { useAppStore } from '../state/app-store.ts';
import type { ApiError, ApiErrorKey } from './api-error.ts';
import { apiClientConfig } from './client-config.ts';

export interface NoticeOptions {
  /** No toast for any failure: the caller shows it its own way. */
  quiet?: boolean;
  /** No toast for these keys (login: EmailNotVerified leads to /verify-email instead). */
  quietErrors?: readonly ApiErrorKey[];
}

/**
 * docs/product/SPEC.md §8: the text of the api's message key, else "Oops! Something went wrong.";
 * a request that never reached the api says the connection is missing (issue 27).
 */
export function errorText(language: Language, key: ApiErrorKey): string {
  if (key === 'NetworkError' && typeof navigator !== 'undefined' && !navigator.onLine) {
    const offline = catalogueText(language, 'common.noConnection');
    if (offline) return offline;
  }
  return (
    catalogueText(language, `errors.${key}`) ?? catalogueText(language, 'common.somethingWentWrong') ?? key
  );
}

// Requests waiting for the same token refresh share its error: it is shown once.
const reported = new WeakSet<ApiError>();

/** Tells the user about a failure, unless it was cancelled, asked to be quiet or already told. */
export function reportFailure(error: ApiError, options: NoticeOptions = {}): void {
  if (error.cancelled || options.quiet || options.quietErrors?.includes(error.key) || reported.has(error))
    return;
  reported.add(error);
  apiClientConfig().notify(errorText(useAppStore.getState().language, error.key));
}
