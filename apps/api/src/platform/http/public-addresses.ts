import type { Config } from '../../config.ts';

/** The api's pages for people, beside its JSON endpoints. */
export const apiDocsPath = '/api/docs';
export const devMailboxPath = '/dev/mailbox';

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
    mailbox: config.devMailbox ? `${config.publicApiUrl}${devMailboxPath}` : null,
  };
}
