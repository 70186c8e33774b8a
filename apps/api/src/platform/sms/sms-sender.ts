/** One text message to a phone number in E.164 form (+38761234567). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Where SMS goes: Infobip in production, the development mailbox by default. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
