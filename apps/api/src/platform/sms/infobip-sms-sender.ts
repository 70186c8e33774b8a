import type { SmsMessage, SmsSender } from './sms-sender.ts';

export interface InfobipSmsSenderOptions {
  /** The account's own base URL from the Infobip portal, e.g. https://xxxxx.api.infobip.com */
  baseUrl: string;
  apiKey: string;
  /** Registered alphanumeric sender ID or number, e.g. "Krov". */
  sender: string;
  /** Injected in tests; the global fetch of Node 24 otherwise. */
  fetch?: typeof fetch;
}

/** Only what we read of Infobip's answers; every field is optional because we never trust it. */
interface InfobipAnswer {
  messages?: { status?: { groupName?: string; name?: string; description?: string } }[];
  requestError?: { serviceException?: { messageId?: string; text?: string } };
}

const TIMEOUT_MS = 10_000;

/**
 * Production SMS through Infobip's "Send SMS message" API (v3):
 * https://www.infobip.com/docs/api/channels/sms/outbound-sms/send-sms-messages
 * Auth header per https://www.infobip.com/docs/developer-resources/authentication-and-access/api-authentication
 * Every failure rejects, so the queue retries; no message ever carries the api key.
 */
export function createInfobipSmsSender(options: InfobipSmsSenderOptions): SmsSender {
  const { apiKey, sender } = options;
  const doFetch = options.fetch ?? fetch;
  const endpoint = new URL('/sms/3/messages', withScheme(options.baseUrl)).toString();

  return {
    async send(message: SmsMessage): Promise<void> {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          Authorization: `App ${apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({
          messages: [
            {
              sender,
              destinations: [{ to: toInfobipNumber(message.to) }],
              content: { text: message.text },
            },
          ],
        }),
        // A hung connection must not hold a queue worker; the job is retried instead.
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await response.text();
      const answer = parseAnswer(body);

      if (!response.ok) {
        const detail = answer?.requestError?.serviceException?.text ?? body.slice(0, 200);
        throw new Error(redact(`Infobip SMS failed: HTTP ${response.status}: ${detail}`, apiKey));
      }
      // A 200 can still carry a synchronous refusal (no credit, blocked destination):
      // treating it as sent would lose the message silently.
      const status = answer?.messages?.[0]?.status;
      if (status?.groupName === 'REJECTED') {
        throw new Error(redact(`Infobip SMS rejected: ${status.name}: ${status.description}`, apiKey));
      }
    },
  };
}

/** Infobip documents destinations "in international format" without the plus: 38761234567. */
function toInfobipNumber(e164: string): string {
  if (!/^\+[1-9]\d{6,14}$/.test(e164)) {
    throw new Error(`Not an E.164 phone number: ${e164}`);
  }
  return e164.slice(1);
}

/** The portal shows the base URL as "xxxxx.api.infobip.com", so accept it without a scheme. */
function withScheme(baseUrl: string): string {
  return /^https?:\/\//i.test(baseUrl) ? baseUrl : `https://${baseUrl}`;
}

function parseAnswer(body: string): InfobipAnswer | undefined {
  try {
    return JSON.parse(body) as InfobipAnswer;
  } catch {
    return undefined; // a proxy's HTML error page, for instance
  }
}

/** Belt and braces: error texts end up in logs and the job table. */
function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join('***') : text;
}
