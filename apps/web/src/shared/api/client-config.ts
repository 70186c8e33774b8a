import { toast } from '@/shared/ui/toast';

/** What the api client does outside itself, injectable so Next's router (and tests) can plug in. */
export interface ApiClientConfig {
  /** Where to send the user when the session cannot be renewed. */
  navigate(path: string): void;
  /** Shows a failure's text to the user. */
  notify(text: string): void;
}

const defaults: ApiClientConfig = {
  navigate: (path) => window.location.assign(path),
  // One toast per text at a time: three calls failing together do not stack three equal toasts.
  notify: (text) => {
    toast.error(text, { toastId: text });
  },
};

let current: ApiClientConfig = defaults;

/** Overrides parts of the configuration; returns the function that restores the previous one. */
export function configureApiClient(overrides: Partial<ApiClientConfig>): () => void {
  const previous = current;
  current = { ...current, ...overrides };
  return () => {
    current = previous;
  };
}

export function apiClientConfig(): ApiClientConfig {
  return current;
}
