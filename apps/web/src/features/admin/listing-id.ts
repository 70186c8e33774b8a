const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The listing's id from what the admin pasted: its address (https://…/p/{id}, /en/p/{id}?…) or the
 * id itself. Null when there is no listing id in it.
 */
export function parseListingId(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const fromPath = /(?:^|\/)p\/([^/?#\s]+)/.exec(text)?.[1];
  const candidate = fromPath ?? text;
  const match = uuid.exec(candidate);
  return match && match[0].length === candidate.length ? match[0].toLowerCase() : null;
}
