import { domainToASCII, domainToUnicode } from 'node:url';
import type { SuspiciousLink } from '@krov/contracts';
import { parse } from 'tldts';
import { type LinkBrand, linkBrands, lureWords } from './link-brands.ts';
import { coarseLetters, editDistance, plainLetters, scriptsOf } from './look-alike-letters.ts';

/**
 * Links in a chat message whose host imitates a brand a scam would borrow (issue 30 point 3,
 * decision 234): a host whose registrable domain is not the brand's own but carries its name —
 * as a word of its own ("olx-ba.placanje.com", "posta-ba.info"), glued to lure words
 * ("bhposta-paket.com", "dhltracking.net"), mistyped ("raiffeisn-bank.com"), or written with
 * look-alike letters ("оlx.ba" in Cyrillic, "paypa1.com") — or a host whose label mixes alphabets
 * (punycode "xn--…" hiding Cyrillic in a Latin name). Pure: the message text in, the first such
 * link out; it never blocks a message, the reader is told why (decision 235).
 */

/** A link with a scheme: everything up to a space or a quote or bracket. */
const schemeLink = /\bhttps?:\/\/[^\s<>"'`]+/giu;

/** A bare host ("www.olx-ba.com", "posta-ba.info/paket"), not an e-mail's domain nor part of a word. */
const bareLink =
  /(?<![\p{L}\p{N}@._-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:xn--[a-z0-9-]+|\p{L}{2,24})(?![\p{L}\p{N}-])(?::\d{1,5})?(?:[/?#][^\s<>"'`]*)?/giu;

interface Candidate {
  /** The host the browser would open (ASCII, punycode for other letters). */
  host: string;
  /** A host written before an "@" in the link (https://olx.ba@evil.example): what the reader sees. */
  shownAs: string | null;
}

/** The hosts of the message's links, in order. */
export function linkHostsOf(text: string): Candidate[] {
  const found: Candidate[] = [];
  const rest = text.replace(schemeLink, (link) => {
    try {
      const url = new URL(link.replace(/[).,;:!?]+$/u, ''));
      const shown = decodeURIComponent(url.username);
      found.push({ host: url.hostname, shownAs: shown.includes('.') ? shown : null });
    } catch {
      // Not a valid address: nothing a browser would open.
    }
    return ' ';
  });
  for (const match of rest.matchAll(bareLink)) {
    const host = domainToASCII(match[0].split(/[/?#:]/u)[0] ?? '');
    if (host) found.push({ host, shownAs: null });
  }
  return found;
}

/** A brand's words folded once, both ways (see look-alike-letters.ts). */
interface FoldedBrand {
  brand: LinkBrand;
  words: { plain: string; coarse: string; ambiguous: boolean }[];
}

const brands: FoldedBrand[] = linkBrands.map((brand) => ({
  brand,
  words: [
    ...brand.words.map((word) => ({ word, ambiguous: false })),
    ...(brand.ambiguous ?? []).map((word) => ({ word, ambiguous: true })),
  ].map(({ word, ambiguous }) => ({
    plain: plainLetters(word),
    coarse: coarseLetters(plainLetters(word)),
    ambiguous,
  })),
}));

const plainLures = new Set(lureWords.map(plainLetters));
const coarseLures = new Set(lureWords.map((word) => coarseLetters(plainLetters(word))));

const ownDomains = new Map(
  linkBrands.flatMap((brand) => brand.domains.map((domain) => [domain, brand] as const)),
);

/** Whether a piece of a host is nothing but lure words and digits ("", "paket", "online24"). */
function onlyLures(piece: string, lures: ReadonlySet<string>): boolean {
  const fits: boolean[] = [true];
  for (let end = 1; end <= piece.length; end++) {
    fits[end] = false;
    for (let start = 0; start < end && !fits[end]; start++) {
      const part = piece.slice(start, end);
      fits[end] = Boolean(fits[start]) && (lures.has(part) || /^\d+$/u.test(part));
    }
  }
  return Boolean(fits[piece.length]);
}

/**
 * How many typing slips still read as the word: none for short names, where one changes the word;
 * for names of 5 to 7 letters one, but not a dropped letter ("post" is not a slip of "posta"); at
 * most one dropped letter in longer ones ("mostar" is not a slip of "hpmostar").
 */
const slipsAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);
const shortestSlip = (word: string) => (word.length >= 8 ? word.length - 1 : word.length);

/**
 * How closely a token of the host carries the word, 0 when it does not: the token is the word
 * (best) or a slip of it with only lure words or digits around it, or — for a name of 6 letters
 * or more, distinctive enough — has it anywhere inside. A longer name found beats a shorter one
 * ("nasabanka" is Naša banka, not ASA Banka; "poste-srpske" Pošte Srpske, not BH Pošta).
 */
function closeness(token: string, word: string, lures: ReadonlySet<string>): number {
  const slips = slipsAllowed(word);
  let best = word.length >= 6 && token.includes(word) ? 1 : 0;
  for (let start = 0; start < token.length; start++) {
    if (!onlyLures(token.slice(0, start), lures)) continue;
    for (let length = shortestSlip(word); length <= word.length + slips; length++) {
      const end = start + length;
      if (length < 1 || end > token.length || !onlyLures(token.slice(end), lures)) continue;
      const piece = token.slice(start, end);
      if (piece === word) return 2;
      if (editDistance(piece, word) <= slips) best = 1;
    }
  }
  return best;
}

/** The brand a host's words imitate, or null (labels as written, without the public suffix). */
function imitatedBy(labels: readonly string[]): LinkBrand | null {
  const written = labels
    .flatMap((label) => [label, ...label.split('-')])
    .map((token) => token.replaceAll('-', ''));
  const plainTokens = written.map(plainLetters);
  let found: { brand: LinkBrand; rank: number } | null = null;
  for (const [tokens, lures, key] of [
    [plainTokens, plainLures, 'plain'],
    [plainTokens.map(coarseLetters), coarseLures, 'coarse'],
  ] as const) {
    const lured = tokens.some((token) => token.length > 1 && lures.has(token));
    for (const { brand, words } of brands) {
      for (const word of words) {
        const name = word[key];
        for (const [index, token] of tokens.entries()) {
          // An ambiguous word alone counts beside a lure word, or when only folding look-alikes
          // reaches it ("kr0v", "кrov"); glued to lure words it counts as any other.
          const alone = token === name;
          const score =
            word.ambiguous && alone
              ? lured || written[index] !== word.plain
                ? 2
                : 0
              : closeness(token, name, lures);
          const rank = score * 100 + name.length;
          if (score > 0 && (!found || rank > found.rank)) found = { brand, rank };
        }
      }
    }
  }
  return found?.brand ?? null;
}

const imitation = (brand: LinkBrand) => ({
  name: brand.name,
  domain: brand.domains[0] as string,
  kind: brand.kind,
});

/** Why a host is suspicious, or null for an ordinary one. */
export function suspiciousHost(asciiHost: string): SuspiciousLink | null {
  const host = asciiHost.toLowerCase().replace(/\.$/u, '');
  const parsed = parse(host);
  if (!parsed.domain || !parsed.publicSuffix || parsed.isIp) return null;
  if (ownDomains.has(parsed.domain)) return null;
  const unicode = domainToUnicode(host);
  const suffixLabels = parsed.publicSuffix.split('.').length;
  // "www." says nothing of the site: it is no lure word beside an ambiguous name.
  const labels = unicode
    .split('.')
    .slice(0, -suffixLabels)
    .filter((label, index) => !(index === 0 && label === 'www'));
  const brand = imitatedBy(labels);
  const mixed = unicode
    .split('.')
    .some((label) => [...scriptsOf(label)].filter((script) => script !== 'other').length > 1);
  if (!brand && !mixed) return null;
  return {
    host,
    imitates: brand ? imitation(brand) : null,
  };
}

/** The first suspicious link of a message, or null. */
export function suspiciousLinkOf(text: string | null): SuspiciousLink | null {
  if (!text) return null;
  for (const candidate of linkHostsOf(text)) {
    const found = suspiciousHost(candidate.host);
    if (found) return found;
    // https://olx.ba@evil.example shows a brand's address and opens another one.
    const shown = candidate.shownAs ? parse(candidate.shownAs) : null;
    if (shown?.domain && shown.domain !== parse(candidate.host).domain) {
      const own = ownDomains.get(shown.domain);
      const imitates = own ? imitation(own) : (suspiciousHost(shown.hostname ?? '')?.imitates ?? null);
      if (imitates) return { host: candidate.host, imitates };
    }
  }
  return null;
}
