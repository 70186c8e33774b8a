/**
 * What the places data set lacks for a market (its `population` is always null): each
 * municipality's residents, rounded from the 2013 census (thousands), and the asking price of a flat
 * in KM/m² where the market is known to differ from what the size of the town suggests. Figures are
 * approximate on purpose: they weight where listings fall and what they cost, nothing more.
 */

/** Residents in thousands, 2013 census, rounded. Doboj includes Stanari (not in the 2013 frame). */
// biome-ignore format: a table of 142 rows reads best dense.
export const populationThousands: Readonly<Record<string, number>> = {
  'banja-luka': 185, banovici: 23, berkovici: 2, bihac: 57, bijeljina: 108, bileca: 11,
  'bosanska-krupa': 26, 'bosanski-petrovac': 7, 'bosansko-grahovo': 2.5, bratunac: 20, brcko: 83,
  breza: 14, brod: 17, bugojno: 31, busovaca: 18, buzim: 18, cajnice: 4.5, capljina: 26, cazin: 66,
  celic: 11, celinac: 16, 'centar-sarajevo': 55, citluk: 18, derventa: 27, doboj: 71,
  'doboj-istok': 10, 'doboj-jug': 4, dobretici: 1.6, 'domaljevac-samac': 3, 'donji-vakuf': 14,
  'donji-zabar': 3.8, drvar: 7, foca: 19, 'foca-ustikolina': 2, fojnica: 12, gacko: 9, glamoc: 4,
  gorazde: 20, 'gornji-vakuf-uskoplje': 20, gracanica: 45, gradacac: 39, gradiska: 51, grude: 17.5,
  hadzici: 24, 'han-pijesak': 3.5, ilidza: 71, ilijas: 20, 'istocna-ilidza': 14, 'istocni-drvar': 0.1,
  'istocni-mostar': 0.2, 'istocni-stari-grad': 1.2, 'istocno-novo-sarajevo': 10.6, jablanica: 10,
  jajce: 27, jezero: 1.1, kakanj: 37, kalesija: 33, kalinovik: 2, kiseljak: 20.6, kladanj: 12.3,
  kljuc: 16.6, knezevo: 9.5, konjic: 25, kostajnica: 6, 'kotor-varos': 19, 'kozarska-dubica': 21.5,
  kresevo: 5.3, 'krupa-na-uni': 1.6, kupres: 5, 'kupres-republika-srpska': 0.3, laktasi: 35,
  livno: 34, ljubinje: 3.5, ljubuski: 28, lopare: 15.6, lukavac: 45, maglaj: 23, milici: 10.5,
  modrica: 25.7, mostar: 105.8, 'mrkonjic-grad': 16.7, neum: 4.6, nevesinje: 12.7, 'novi-grad': 27,
  'novi-grad-sarajevo': 118.5, 'novi-travnik': 23.8, 'novo-gorazde': 3.1, 'novo-sarajevo': 64.8,
  odzak: 18.8, olovo: 10.4, orasje: 19.9, osmaci: 5.9, 'ostra-luka': 2.7, pale: 22.3,
  'pale-praca': 1, pelagicevo: 5.2, petrovac: 0.4, petrovo: 6.5, posusje: 20.5, prijedor: 89.4,
  prnjavor: 35, 'prozor-rama': 14.3, ravno: 3.2, ribnik: 6.5, rogatica: 10.7, rudo: 7.9,
  samac: 17.3, 'sanski-most': 41.5, sapna: 11.2, sekovici: 7.8, sipovo: 10, 'siroki-brijeg': 29,
  sokolac: 12.6, srbac: 17.6, srebrenica: 13.4, srebrenik: 40.9, 'stari-grad-sarajevo': 37,
  stolac: 14.5, teocak: 7.4, tesanj: 43, teslic: 38.5, tomislavgrad: 31.6, travnik: 53.5,
  trebinje: 31.4, trnovo: 1.5, 'trnovo-istocno-sarajevo': 2, tuzla: 120.4, ugljevik: 15.7,
  usora: 6.6, vares: 9, 'velika-kladusa': 40.4, visegrad: 10.7, visoko: 39.9, vitez: 25.8,
  vlasenica: 11.5, vogosca: 27, vukosavlje: 4.7, zavidovici: 35.9, zenica: 110.7, zepce: 30,
  zivinice: 57.8, zvornik: 58.8,
};

/**
 * Asking prices of flats (KM/m²) where the market departs from the town's size: the capital's
 * centre, the coast, the big cities, tourist spots. Elsewhere `flatPricePerM2` derives it from the
 * population.
 */
export const knownFlatPricePerM2: Readonly<Record<string, number>> = {
  'centar-sarajevo': 4700,
  'stari-grad-sarajevo': 4200,
  'novo-sarajevo': 3900,
  'novi-grad-sarajevo': 3300,
  ilidza: 3100,
  vogosca: 2600,
  hadzici: 2100,
  ilijas: 1900,
  'istocno-novo-sarajevo': 2700,
  'istocna-ilidza': 2500,
  pale: 2300,
  'banja-luka': 3000,
  mostar: 2600,
  neum: 3900,
  trebinje: 2800,
  tuzla: 2300,
  zenica: 1800,
  bijeljina: 2100,
  bihac: 2000,
  'siroki-brijeg': 2300,
  laktasi: 2200,
  brcko: 1900,
  doboj: 1700,
  prijedor: 1700,
  livno: 1700,
  travnik: 1800,
  konjic: 1700,
  visoko: 1700,
  capljina: 1800,
  citluk: 2200,
  ljubuski: 1900,
};

/**
 * Demand beyond the residents: the capital's market (people from the whole country buy and rent in
 * Sarajevo, which the census splits into small municipalities), the coast, Herzegovina's tourism.
 */
export const demandBoost: Readonly<Record<string, number>> = {
  'centar-sarajevo': 3.2,
  'stari-grad-sarajevo': 2.8,
  'novo-sarajevo': 2.6,
  'novi-grad-sarajevo': 2.4,
  ilidza: 2.6,
  vogosca: 2.2,
  hadzici: 1.8,
  ilijas: 1.6,
  'istocno-novo-sarajevo': 1.6,
  'istocna-ilidza': 1.6,
  pale: 1.8,
  neum: 4,
  trebinje: 1.4,
  citluk: 1.6,
  travnik: 1.2,
  konjic: 1.3,
  mostar: 1.2,
  'banja-luka': 1.1,
};

/** The four municipalities of Grad Sarajevo are all town: no fields to speak of. */
export const alwaysUrban: ReadonlySet<string> = new Set([
  'centar-sarajevo',
  'stari-grad-sarajevo',
  'novo-sarajevo',
  'novi-grad-sarajevo',
]);

/** Residents, with a floor for the few places the census frame splits into hamlets. */
export function residents(slug: string): number {
  return Math.max(300, (populationThousands[slug] ?? 5) * 1000);
}

/** A flat's asking price per m² in the municipality: known, else 900 KM plus a rise with the town's size. */
export function flatPricePerM2(slug: string): number {
  return knownFlatPricePerM2[slug] ?? Math.round(900 + 120 * Math.log(residents(slug) / 1000 + 1));
}

/** How much of a municipality is town, 0 (villages) to 1 (a city): from its size on a log scale. */
export function urbanity(slug: string): number {
  if (alwaysUrban.has(slug)) return 1;
  const log = Math.log10(residents(slug));
  return Math.min(1, Math.max(0, (log - Math.log10(3000)) / (Math.log10(150_000) - Math.log10(3000))));
}

/**
 * How many listings a municipality draws, relative to the others: residents to the power 1.3
 * (online listings concentrate in cities more than people do), times the outside demand.
 */
export function listingWeight(slug: string): number {
  return residents(slug) ** 1.3 * (demandBoost[slug] ?? 1);
}
