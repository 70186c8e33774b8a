import type { ListingType, PropertyFeature, PropertyType } from '@krov/contracts';

/** What a word (or a phrase of words) means to the parser. */
export type Meaning =
  | { kind: 'type'; value: PropertyType }
  | { kind: 'deal'; value: ListingType }
  | { kind: 'feature'; value: PropertyFeature }
  /** A floor plan, a video or a 3D tour asked for (issue 31). */
  | { kind: 'media'; value: 'withFloorPlan' | 'withVideo' }
  /** "trosoban": a flat of that many rooms, the living room counted. */
  | { kind: 'rooms'; rooms: number }
  /** After a number: "3 sobe" (rooms) or "2 spavaće sobe", "2 bedrooms" (bedrooms). */
  | { kind: 'roomWord'; of: 'rooms' | 'bedrooms' }
  /** A number written as a word ("dvije", "two"): read only before a room word. */
  | { kind: 'count'; value: number }
  | { kind: 'bound'; side: 'min' | 'max' }
  | { kind: 'between' }
  | { kind: 'multiplier'; factor: number }
  | { kind: 'currency'; code: 'KM' | 'EUR' | 'other' }
  /** m²; `loose` for a bare "m". */
  | { kind: 'area'; loose?: boolean }
  /** "oko", "cca", "around": the amount after it is no bound, so it stays unparsed. */
  | { kind: 'approx' }
  /** "bez", "without", "no": the feature after it is not asked for. */
  | { kind: 'negation' }
  /** Words that say nothing a filter could hold: "u", "sa", "tražim", "the". */
  | { kind: 'filler' };

/** Nouns' case endings after a stem: "balkon" → balkona, balkonu, balkonom, balkoni… */
const nounEndings = ['', 'a', 'e', 'i', 'u', 'om', 'em', 'ima', 'ama', 'ovi', 'ove', 'ova'];
/** Adjectives' endings: "namješten" → namještena, namještenog… */
const adjectiveEndings = ['', 'a', 'e', 'i', 'o', 'u', 'og', 'oga', 'om', 'oj', 'ih', 'im', 'ima'];

const nouns = (stem: string, endings = nounEndings) => endings.map((ending) => stem + ending);

// biome-ignore format: a table reads best in rows
const typeWords: Record<PropertyType, readonly string[]> = {
  apartment: [
    'stan', 'stana', 'stanu', 'stanom', 'stanovi', 'stanove', 'stanova', 'stanovima',
    ...nouns('apartman'), ...nouns('garsonjer', ['a', 'e', 'i', 'u', 'om', 'ama']), 'studio',
    'apartment', 'apartments', 'flat', 'flats',
  ],
  house: [
    ...nouns('kuć', ['a', 'e', 'i', 'u', 'om', 'ama']), ...nouns('vikendic', ['a', 'e', 'i', 'u', 'om', 'ama']),
    'house', 'houses', 'cottage',
  ],
  land: [
    'zemljište', 'zemljišta', 'zemljištu', 'zemljištem', ...nouns('plac', ['', 'a', 'u', 'om', 'evi', 'eve', 'eva']),
    ...nouns('parcel', ['a', 'e', 'i', 'u', 'om', 'ama']), 'land', 'plot', 'plots',
  ],
  office: [
    ...nouns('lokal'), ...nouns('ured', ['', 'a', 'i', 'e', 'u', 'om', 'ima']),
    ...nouns('kancelarij', ['a', 'e', 'i', 'u', 'om', 'ama']), 'office', 'offices',
  ],
};

// biome-ignore format: a table reads best in rows
const typePhrases: Record<string, PropertyType> = {
  'poslovni prostor': 'office', 'poslovnog prostora': 'office', 'poslovni prostori': 'office',
  'poslovnom prostoru': 'office', 'poslovne prostore': 'office', 'poslovnih prostora': 'office',
  'uredski prostor': 'office', 'kancelarijski prostor': 'office', 'commercial space': 'office',
  'business premises': 'office', 'office space': 'office', 'građevinsko zemljište': 'land',
};

// biome-ignore format: a table reads best in rows
const dealWords: Record<ListingType, readonly string[]> = {
  sell: [
    'prodaja', 'prodaju', 'prodaji', 'prodaje', 'prodajem', 'prodajemo', 'prodavanje',
    'kupovina', 'kupovinu', 'kupujem', 'kupiti', 'kupim', 'kupnja', 'kupnju', 'kupoprodaja',
    'sale', 'buy', 'buying', 'purchase', 'продаја', 'продају',
  ],
  rent: [
    'najam', 'najma', 'najmu', 'iznajmljivanje', 'iznajmljivanja', 'iznajmljujem', 'iznajmljuje',
    'izdavanje', 'izdavanja', 'izdajem', 'izdaje', 'izdajemo', 'podstanar', 'podstanari', 'podstanare',
    'podstanara', 'mjesečno', 'mesečno', 'mjesečna', 'mjesecni', 'mjesečni', 'mj', 'mjesec', 'mjesečnu',
    'kirija', 'kiriju', 'zakup', 'zakupa', 'rent', 'rental', 'renting', 'monthly', 'month', 'lease',
  ],
};

// biome-ignore format: a table reads best in rows
const featureWords: Record<PropertyFeature, readonly string[]> = {
  balcony: [...nouns('balkon'), 'balcony', 'balconies'],
  elevator: [...nouns('lift'), 'elevator', 'dizalo', 'dizalom', 'lifts'],
  garage: [...nouns('garaž', ['a', 'e', 'i', 'u', 'om', 'ama']), 'garage', 'garages'],
  garden: [...nouns('bašt', ['a', 'e', 'i', 'u', 'om', 'ama']), 'vrt', 'vrta', 'vrtu', 'vrtom', 'garden', 'bašču', 'bašča'],
  furnished: [
    ...nouns('namješten', adjectiveEndings), ...nouns('namješteno', ['']), ...nouns('namještaj', ['', 'a', 'em', 'u']),
    ...nouns('namješt', ['en', 'ena']), ...nouns('nameštaj', ['', 'em']), ...nouns('namešten', adjectiveEndings),
    'furnished',
  ],
  swimming_pool: [...nouns('bazen'), 'pool'],
  attic: [...nouns('potkrovlj', ['e', 'a', 'u', 'em']), ...nouns('mansard', ['a', 'e', 'i', 'u', 'om']), 'attic'],
};

// biome-ignore format: a table reads best in rows
const featurePhrases: Record<string, PropertyFeature> = { 'swimming pool': 'swimming_pool' };

/** N-room flats: "trosoban", "trosobni", "trosobnog". */
// biome-ignore format: a table reads best in rows
const roomPrefixes: Record<string, number> = {
  jedno: 1, jednoipo: 1.5, dvo: 2, dvoipo: 2.5, tro: 3, troipo: 3.5, četvero: 4, četvoro: 4, četiri: 4,
  peto: 5, pet: 5, šesto: 6,
};
const roomEndings = [
  'soban',
  'sobna',
  'sobni',
  'sobno',
  'sobnog',
  'sobnom',
  'sobnu',
  'sobne',
  'sobnih',
  'sobnim',
];

// biome-ignore format: a table reads best in rows
const counts: Record<string, number> = {
  jedna: 1, jednu: 1, jedan: 1, dvije: 2, dve: 2, dva: 2, tri: 3, četiri: 4, pet: 5, šest: 6,
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6,
};

// biome-ignore format: a table reads best in rows
const other: Record<string, Meaning> = {
  do: { kind: 'bound', side: 'max' }, ispod: { kind: 'bound', side: 'max' }, max: { kind: 'bound', side: 'max' },
  maks: { kind: 'bound', side: 'max' }, maksimalno: { kind: 'bound', side: 'max' }, najviše: { kind: 'bound', side: 'max' },
  under: { kind: 'bound', side: 'max' }, below: { kind: 'bound', side: 'max' },
  until: { kind: 'bound', side: 'max' }, to: { kind: 'bound', side: 'max' }, 'up to': { kind: 'bound', side: 'max' },
  'manje od': { kind: 'bound', side: 'max' }, 'less than': { kind: 'bound', side: 'max' }, 'maximum': { kind: 'bound', side: 'max' },
  od: { kind: 'bound', side: 'min' }, iznad: { kind: 'bound', side: 'min' }, preko: { kind: 'bound', side: 'min' },
  min: { kind: 'bound', side: 'min' }, minimalno: { kind: 'bound', side: 'min' }, najmanje: { kind: 'bound', side: 'min' },
  from: { kind: 'bound', side: 'min' }, over: { kind: 'bound', side: 'min' }, above: { kind: 'bound', side: 'min' },
  'više od': { kind: 'bound', side: 'min' }, 'more than': { kind: 'bound', side: 'min' }, 'at least': { kind: 'bound', side: 'min' },
  'minimum': { kind: 'bound', side: 'min' }, između: { kind: 'between' }, izmedju: { kind: 'between' }, between: { kind: 'between' },
  k: { kind: 'multiplier', factor: 1e3 }, hiljada: { kind: 'multiplier', factor: 1e3 }, hiljade: { kind: 'multiplier', factor: 1e3 },
  hiljadu: { kind: 'multiplier', factor: 1e3 }, hilj: { kind: 'multiplier', factor: 1e3 }, tisuća: { kind: 'multiplier', factor: 1e3 },
  tisuće: { kind: 'multiplier', factor: 1e3 }, tisuću: { kind: 'multiplier', factor: 1e3 }, hiljadarki: { kind: 'multiplier', factor: 1e3 },
  thousand: { kind: 'multiplier', factor: 1e3 }, miliona: { kind: 'multiplier', factor: 1e6 }, milion: { kind: 'multiplier', factor: 1e6 },
  milijun: { kind: 'multiplier', factor: 1e6 }, milijuna: { kind: 'multiplier', factor: 1e6 }, mil: { kind: 'multiplier', factor: 1e6 },
  million: { kind: 'multiplier', factor: 1e6 }, mio: { kind: 'multiplier', factor: 1e6 }, miliuna: { kind: 'multiplier', factor: 1e6 },
  km: { kind: 'currency', code: 'KM' }, bam: { kind: 'currency', code: 'KM' }, maraka: { kind: 'currency', code: 'KM' },
  'konvertibilnih maraka': { kind: 'currency', code: 'KM' }, eur: { kind: 'currency', code: 'EUR' }, euro: { kind: 'currency', code: 'EUR' },
  eura: { kind: 'currency', code: 'EUR' }, evra: { kind: 'currency', code: 'EUR' }, euros: { kind: 'currency', code: 'EUR' },
  '€': { kind: 'currency', code: 'EUR' }, '$': { kind: 'currency', code: 'other' }, usd: { kind: 'currency', code: 'other' },
  dolara: { kind: 'currency', code: 'other' }, dollars: { kind: 'currency', code: 'other' }, kn: { kind: 'currency', code: 'other' },
  kuna: { kind: 'currency', code: 'other' }, kune: { kind: 'currency', code: 'other' },
  m2: { kind: 'area' }, kvadrata: { kind: 'area' }, kvadrat: { kind: 'area' }, kvadrati: { kind: 'area' },
  kvadratnih: { kind: 'area' }, kvm: { kind: 'area' }, kv: { kind: 'area' }, sqm: { kind: 'area' }, kvadrature: { kind: 'area' },
  kvadratu: { kind: 'area' }, 'kvadratnom metru': { kind: 'area' }, 'kvadratni metar': { kind: 'area' },
  'kvadratnih metara': { kind: 'area' }, 'metara kvadratnih': { kind: 'area' }, 'kvadratna metra': { kind: 'area' },
  'square meters': { kind: 'area' }, 'square metres': { kind: 'area' }, 'sq m': { kind: 'area' }, m: { kind: 'area', loose: true },
  oko: { kind: 'approx' }, cca: { kind: 'approx' }, otprilike: { kind: 'approx' }, približno: { kind: 'approx' },
  around: { kind: 'approx' }, about: { kind: 'approx' }, approximately: { kind: 'approx' }, approx: { kind: 'approx' },
  bez: { kind: 'negation' }, without: { kind: 'negation' }, no: { kind: 'negation' }, nema: { kind: 'negation' },
  soba: { kind: 'roomWord', of: 'rooms' }, sobe: { kind: 'roomWord', of: 'rooms' }, sobni: { kind: 'roomWord', of: 'rooms' },
  sobna: { kind: 'roomWord', of: 'rooms' }, soban: { kind: 'roomWord', of: 'rooms' }, sobnog: { kind: 'roomWord', of: 'rooms' },
  sobnu: { kind: 'roomWord', of: 'rooms' }, room: { kind: 'roomWord', of: 'rooms' }, rooms: { kind: 'roomWord', of: 'rooms' },
  'spavaće sobe': { kind: 'roomWord', of: 'bedrooms' }, 'spavaćih soba': { kind: 'roomWord', of: 'bedrooms' },
  'spavaća soba': { kind: 'roomWord', of: 'bedrooms' }, 'spavaće': { kind: 'roomWord', of: 'bedrooms' },
  'spavaćih': { kind: 'roomWord', of: 'bedrooms' }, 'spavaće sobom': { kind: 'roomWord', of: 'bedrooms' },
  'spavaćom sobom': { kind: 'roomWord', of: 'bedrooms' }, 'spavaćim sobama': { kind: 'roomWord', of: 'bedrooms' },
  bedroom: { kind: 'roomWord', of: 'bedrooms' }, bedrooms: { kind: 'roomWord', of: 'bedrooms' },
  bed: { kind: 'roomWord', of: 'bedrooms' }, beds: { kind: 'roomWord', of: 'bedrooms' }, br: { kind: 'roomWord', of: 'bedrooms' },
};

// biome-ignore format: a list reads best in rows
const fillers = [
  'u', 'na', 'za', 's', 'sa', 'i', 'ili', 'a', 'kod', 'po', 'uz', 'iz', 'sam', 'se', 'mi', 'je', 'da', 'sa',
  'tražim', 'trazim', 'tražimo', 'treba', 'potreban', 'potrebna', 'potrebno', 'hitno', 'molim', 'želim', 'zelim',
  'the', 'an', 'in', 'at', 'with', 'for', 'and', 'or', 'of', 'per', 'im', 'looking', 'want', 'need', 'me', 'my',
  'cijena', 'cijenom', 'cijene', 'price', 'budget', 'budžet', 'površina', 'površine', 'površinom', 'size',
];

/** A floor plan; a video or a 3D tour (the search's withFloorPlan and withVideo). */
const mediaWords: Record<'withFloorPlan' | 'withVideo', readonly string[]> = {
  withFloorPlan: [...nouns('tlocrt'), 'floorplan', 'floorplans'],
  withVideo: [
    'video',
    'videa',
    'videu',
    'videom',
    'videi',
    'videima',
    'videos',
    'videosnimak',
    'videosnimkom',
    'matterport',
  ],
};
// biome-ignore format: a table reads best in rows
const mediaPhrases: Record<string, 'withFloorPlan' | 'withVideo'> = {
  'floor plan': 'withFloorPlan', 'floor plans': 'withFloorPlan',
  '3d tura': 'withVideo', '3d turom': 'withVideo', '3d ture': 'withVideo', '3d obilazak': 'withVideo',
  '3d obilaskom': 'withVideo', '3d tour': 'withVideo', 'virtual tour': 'withVideo', 'video tour': 'withVideo',
  'virtuelna šetnja': 'withVideo', 'virtuelnom šetnjom': 'withVideo', 'virtualna šetnja': 'withVideo',
  'virtualnom šetnjom': 'withVideo', 'virtuelna tura': 'withVideo', 'virtualna tura': 'withVideo',
};

/** Every word and phrase, folded later by the lexicon (lexicon.ts). */
export const lexiconEntries = {
  typeWords,
  typePhrases,
  dealWords,
  featureWords,
  featurePhrases,
  mediaWords,
  mediaPhrases,
  roomPrefixes,
  roomEndings,
  counts,
  other,
  fillers,
};
