/** The day a view or a counter belongs to (UTC, like every daily counter). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Crawlers, previews and audits that announce themselves: their views are not counted. */
const botAgent =
  /bot|crawl|spider|slurp|lighthouse|headless|preview|facebookexternalhit|embedly|curl|wget|python-requests|httpclient|monitor/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || botAgent.test(userAgent);
}

/** Who looks at a listing: the user when logged in, else the browser's device id. */
export interface Visitor {
  userId: string | null;
  deviceId: string | null;
  userAgent: string | undefined;
}
