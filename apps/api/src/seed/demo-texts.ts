import type { PropertyType } from '@krov/contracts';

/** A small seeded random source, so every demo run makes the same marketplace. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    int: (low: number, high: number) => Math.floor(low + next() * (high - low + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const streets = [
  'Zmaja od Bosne',
  'Maršala Tita',
  'Ferhadija',
  'Titova',
  'Kralja Tvrtka',
  'Bulevar Meše Selimovića',
  'Braće Fejića',
  'Kralja Petra I Karađorđevića',
  'Aleja Svetog Save',
  'Turalibegova',
  'Hasana Kikića',
  'Branilaca grada',
  'Mehmedalije Maka Dizdara',
  'Ive Andrića',
  'Safvet-bega Bašagića',
  'Obala Kulina bana',
  'Trg slobode',
  'Cara Dušana',
  'Školska',
  'Sportska',
];

export function demoAddress(random: Random): string {
  return `${random.pick(streets)} ${random.int(1, 120)}`;
}

const openings: Record<PropertyType, string[]> = {
  apartment: [
    'Nudimo svijetao i funkcionalan stan',
    'Prodaje se uredan stan',
    'Na odličnoj lokaciji nalazi se stan',
    'Komforan stan u mirnom dijelu grada',
    'Renoviran stan spreman za useljenje',
  ],
  house: [
    'Porodična kuća s dvorištem',
    'Prostrana kuća na mirnoj lokaciji',
    'Kuća u dobrom stanju, idealna za veću porodicu',
    'Nova kuća izgrađena po visokim standardima',
  ],
  office: [
    'Poslovni prostor na frekventnoj lokaciji',
    'Uredski prostor pogodan za agenciju ili ordinaciju',
    'Lokal s izlogom prema glavnoj ulici',
  ],
  land: [
    'Građevinsko zemljište s pristupnim putem',
    'Ravno zemljište pogodno za gradnju kuće',
    'Zemljište s pogledom, struja i voda u blizini',
  ],
};

const details: Record<PropertyType, string[]> = {
  apartment: [
    'Stan ima prostran dnevni boravak s izlazom na balkon.',
    'Kuhinja je opremljena novim elementima i aparatima.',
    'Grijanje je centralno, a prozori su PVC s roletnama.',
    'Zgrada ima lift i uredno održavane zajedničke prostorije.',
    'Uz stan pripada podrumska ostava.',
    'Kupatilo je nedavno renovirano.',
  ],
  house: [
    'Kuća ima garažu i uređen vrt s voćkama.',
    'Prizemlje čine dnevni boravak, kuhinja i trpezarija, a na spratu su sobe.',
    'Grijanje je na plin, a kuća je izolovana fasadom.',
    'Dvorište je ograđeno i pogodno za djecu.',
    'Na parceli ima mjesta za još jedan objekat.',
  ],
  office: [
    'Prostor ima zaseban ulaz, kuhinju i toalet.',
    'Pogodan je za kancelarije, ordinaciju ili prodavnicu.',
    'Klimatiziran, s internet i telefonskim priključcima.',
    'Ispred objekta je javni parking.',
  ],
  land: [
    'Parcela je pravilnog oblika i blagog nagiba.',
    'Papiri su uredni, vlasništvo 1/1.',
    'Do parcele vodi asfaltni put.',
    'U blizini su škola, prodavnica i autobuska stanica.',
  ],
};

const closings = [
  'Vrijedi pogledati!',
  'Za sve informacije i razgledanje pozovite.',
  'Moguć dogovor oko cijene.',
  'Useljivo odmah.',
  'Bez posrednika.',
];

/** A Bosnian description assembled from phrases: an opening with the place, details, a closing. */
export function demoDescription(
  random: Random,
  type: PropertyType,
  placeName: string,
  rent: boolean,
): string {
  const opening = `${random.pick(openings[type])} u mjestu ${placeName}${rent ? ', izdaje se dugoročno' : ''}.`;
  const pool = [...details[type]];
  const chosen: string[] = [];
  for (let count = random.int(2, 3); count > 0 && pool.length > 0; count -= 1) {
    chosen.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as string);
  }
  return [opening, ...chosen, random.pick(closings)].join(' ');
}
