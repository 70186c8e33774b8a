import { marketRandom } from './random.ts';

/** An owner row (`users`): enough to own listings and show an owner card. */
export interface GeneratedOwner {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  language: 'bs' | 'en';
  createdAt: Date;
}

const firstNames = [
  'Amar',
  'Emina',
  'Haris',
  'Lejla',
  'Marko',
  'Ana',
  'Nikola',
  'Jelena',
  'Adnan',
  'Selma',
  'Ivan',
  'Maja',
  'Dženan',
  'Ajla',
  'Stefan',
  'Sara',
];
const lastNames = [
  'Hodžić',
  'Kovačević',
  'Begić',
  'Petrović',
  'Marić',
  'Delić',
  'Jovanović',
  'Babić',
  'Hadžić',
  'Šarić',
  'Ilić',
  'Mehmedović',
  'Knežević',
  'Đurić',
];

/** `count` owners with unique e-mails and verified-looking phone numbers; the same seed gives the same ids. */
export function marketOwners(seed: number, count: number, now: Date): GeneratedOwner[] {
  const random = marketRandom(seed ^ 0x5eed);
  return Array.from({ length: count }, (_, index) => ({
    id: random.uuid(),
    name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    email: `bench-owner-${String(index).padStart(5, '0')}@krov.test`,
    // Unique per owner: +387 6x plus seven digits made from the index.
    phoneNumber: `+3876${1 + (index % 6)}${String(1_000_000 + index).slice(-7)}`,
    language: random.chance(0.9) ? 'bs' : 'en',
    createdAt: new Date(now.getTime() - random.int(60, 900) * 24 * 3600 * 1000),
  }));
}
