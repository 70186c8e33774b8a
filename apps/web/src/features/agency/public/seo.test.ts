import type { PublicAgencyResponse } from '@krov/contracts';
import { describe, expect, it } from 'vitest';
import { agencyDescription, agencyJsonLd, agencyMetadata } from './seo';

const agency: PublicAgencyResponse = {
  id: 'a1',
  name: 'Kuća Nekretnine',
  slug: 'kuca-nekretnine',
  logo: '/files/agencies/a1/logo.webp',
  description: 'Prodaja i izdavanje stanova u Sarajevu.',
  address: 'Titova 1, Sarajevo',
  location: { lat: 43.8563, lng: 18.4131 },
  phoneNumber: '+38733111222',
  email: 'info@kuca.ba',
  website: 'https://kuca.ba',
  registerVerified: true,
  agents: [{ userId: 'u2', name: 'Emir Begić', profileImage: null, role: 'agent', listings: 4 }],
  listings: { sell: 12, rent: 3 },
};
const web = 'https://krov.ba';

describe('the agency page’s SEO', () => {
  it('has its title, a description with its counts, and its canonical address', () => {
    const metadata = agencyMetadata(agency, 'bs', web);
    expect(metadata.title).toBe('Kuća Nekretnine');
    expect(metadata.alternates?.canonical).toBe('https://krov.ba/agency/kuca-nekretnine');
    expect(agencyDescription(agency, 'bs')).toContain('12 na prodaju i 3 za izdavanje');
    expect(agencyDescription(agency, 'en')).toContain('12 for sale and 3 for rent');
    expect(agencyDescription({ ...agency, address: 'x'.repeat(300) }, 'en').length).toBeLessThanOrEqual(160);
  });

  it('describes the agency as a schema.org RealEstateAgent with absolute addresses', () => {
    expect(agencyJsonLd(agency, 'bs', web)).toMatchObject({
      '@type': 'RealEstateAgent',
      '@id': 'https://krov.ba/agency/kuca-nekretnine',
      name: 'Kuća Nekretnine',
      logo: 'https://krov.ba/files/agencies/a1/logo.webp',
      telephone: '+38733111222',
      sameAs: ['https://kuca.ba'],
      address: { '@type': 'PostalAddress', streetAddress: 'Titova 1, Sarajevo', addressCountry: 'BA' },
      geo: { latitude: 43.8563, longitude: 18.4131 },
      employee: [{ '@type': 'Person', name: 'Emir Begić' }],
    });
  });
});
