import { developmentEndpoints } from '@krov/contracts';
import type { Config } from '../../config.ts';

/** The OpenAPI document's page (and /api/docs/json), beside the described endpoints. */
export const apiDocsPath = '/api/docs';

export interface PublicAddresses {
  web: string;
  api: string;
  docs: string;
  /** Null when the development mailbox is not served (SMTP configured, or production). */
  mailbox: string | null;
}

/** Where people reach the product, as the configuration says; main.ts logs them, `npm start` prints them. */
export function publicAddresses(
  config: Pick<Config, 'publicWebUrl' | 'publicApiUrl' | 'devMailbox'>,
): PublicAddresses {
  return {
    web: config.publicWebUrl,
    api: config.publicApiUrl,
    docs: `${config.publicApiUrl}${apiDocsPath}`,
    mailbox: config.devMailbox ? `${config.publicApiUrl}${developmentEndpoints.mailboxPage.path}` : null,
  };
}
