import { describe, expect, it } from 'vitest';
import { ordinaryLinks } from './link-corpus/ordinary-links.ts';
import { phishingLinks } from './link-corpus/phishing-links.ts';
import { linkHostsOf, suspiciousLinkOf } from './suspicious-links.ts';

describe('the corpus of links (issue 30 point 3)', () => {
  it('holds at least 100 phishing and 100 ordinary links', () => {
    expect(phishingLinks.length).toBeGreaterThanOrEqual(100);
    expect(ordinaryLinks.length).toBeGreaterThanOrEqual(100);
  });

  it.each(phishingLinks)('flags %s as imitating %s', (link, imitates) => {
    const found = suspiciousLinkOf(`Platite ovdje: ${link} hvala`);
    expect(found).not.toBeNull();
    expect(found?.imitates?.name ?? null).toBe(imitates);
  });

  it.each(ordinaryLinks)('leaves %s alone', (link) => {
    expect(suspiciousLinkOf(`Pogledajte ${link}, javite se.`)).toBeNull();
  });

  it('has precision and recall of 1 on the corpus', () => {
    const flagged = (link: string) => suspiciousLinkOf(link) !== null;
    const truePositives = phishingLinks.filter(([link]) => flagged(link)).length;
    const falsePositives = ordinaryLinks.filter(flagged).length;
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / phishingLinks.length;
    expect({ precision, recall }).toEqual({ precision: 1, recall: 1 });
  });
});

describe('what the warning says', () => {
  it('names the host the browser opens (punycode) and the brand with its real address', () => {
    expect(suspiciousLinkOf('https://оlx.ba/artikal/1')).toEqual({
      host: 'xn--lx-emc.ba',
      imitates: { name: 'OLX', domain: 'olx.ba', kind: 'marketplace' },
    });
    expect(suspiciousLinkOf('bhposta-paket.com/uplata')?.imitates).toEqual({
      name: 'BH Pošta',
      domain: 'posta.ba',
      kind: 'post',
    });
  });

  it('names the host after the "@", not the brand shown before it', () => {
    expect(suspiciousLinkOf('https://olx.ba@pay-safe-deal.com/x')?.host).toBe('pay-safe-deal.com');
  });

  it('answers the first suspicious link of a message with several', () => {
    const text =
      'Stan: https://www.olx.ba/artikal/1 a platite na https://dhl-tracking.net/ba ili posta-ba.info';
    expect(suspiciousLinkOf(text)?.imitates?.name).toBe('DHL');
  });

  it('answers null for a message without text or links', () => {
    expect(suspiciousLinkOf(null)).toBeNull();
    expect(suspiciousLinkOf('Cijena je 3.5 KM po m2, razgledanje u 17.30.')).toBeNull();
    expect(suspiciousLinkOf('Pišite na amra@olx-ba.com')).toBeNull();
  });
});

describe('finding the links of a message', () => {
  it('takes hosts with and without a scheme, not the paths, not e-mail domains', () => {
    const hosts = linkHostsOf(
      'Vidi https://Klix.ba/vijesti/olx.ba-novo, www.avaz.ba/x i olx-ba.placanje.com/p?id=1. Mail: a@b.ba',
    ).map((candidate) => candidate.host);
    expect(hosts).toEqual(['klix.ba', 'www.avaz.ba', 'olx-ba.placanje.com']);
  });
});
