import type { Messages } from '@krov/messages';

/**
 * Namespaces only server components read: long texts (legal), e-mails and SMS (the api's), the
 * development mailbox, page metadata, the home page. They stay out of the client bundle's props.
 * Everything else reaches client components through NextIntlClientProvider.
 */
export const serverOnlyNamespaces = ['legal', 'email', 'sms', 'devMailbox', 'meta', 'home'] as const;

export type ClientMessages = Omit<Messages, (typeof serverOnlyNamespaces)[number]>;

export function clientMessages(messages: Record<string, unknown>): ClientMessages {
  const picked: Record<string, unknown> = {};
  for (const [namespace, value] of Object.entries(messages)) {
    if (!(serverOnlyNamespaces as readonly string[]).includes(namespace)) picked[namespace] = value;
  }
  return picked as ClientMessages;
}
