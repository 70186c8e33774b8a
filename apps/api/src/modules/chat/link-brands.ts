import type { ImitatedKind } from '@krov/contracts';

/**
 * The brands whose look-alike addresses are sent in chat to steal card details (issue 30 point 3):
 * the portals, the banks of Bosnia and Herzegovina, the three post offices, the couriers and the
 * payment pages a buyer or a seller could expect a link from.
 *
 * - `domains`: the brand's own registrable domains; they and their subdomains are never suspicious.
 * - `words`: how the brand is written inside a host (without spaces, hyphens or diacritics).
 * - `ambiguous` words are also ordinary words or other companies' names ("ups", "visa", "post",
 *   "asa"): alone in a host they say nothing, so they count only beside a lure word ("tracking",
 *   "placanje", …) of suspicious-links.ts.
 */
export interface LinkBrand {
  name: string;
  kind: ImitatedKind;
  domains: readonly string[];
  words: readonly string[];
  ambiguous?: readonly string[];
}

export const linkBrands: readonly LinkBrand[] = [
  // Krov itself: krov.ba (decision 234 says why the deployment's own host is not read). "Krov" is
  // also the word for a roof, in roofers' names ("krov-i-fasada.ba"): it needs a lure word beside it.
  { name: 'Krov', kind: 'krov', domains: ['krov.ba'], words: [], ambiguous: ['krov'] },
  {
    name: 'OLX',
    kind: 'marketplace',
    domains: [
      'olx.ba',
      'olx.com',
      'olx.pl',
      'olx.ro',
      'olx.bg',
      'olx.pt',
      'olx.ua',
      'olx.kz',
      'olx.uz',
      'olxgroup.com',
    ],
    words: ['olx', 'olxba'],
  },
  {
    name: 'Raiffeisen Bank',
    kind: 'bank',
    domains: ['raiffeisenbank.ba', 'raiffeisen.ba', 'rbinternational.com', 'raiffeisen.at', 'rba.hr'],
    words: ['raiffeisen', 'raiffeisenbank', 'rbbh'],
  },
  {
    name: 'UniCredit Bank',
    kind: 'bank',
    domains: ['unicredit.ba', 'unicreditbank.ba', 'unicreditgroup.eu', 'unicredit.it', 'unicreditbank.rs'],
    words: ['unicredit', 'unicreditbank'],
  },
  {
    name: 'Intesa Sanpaolo Banka',
    kind: 'bank',
    domains: ['intesasanpaolobanka.ba', 'intesasanpaolo.com', 'bancaintesa.rs'],
    words: ['intesa', 'intesasanpaolo', 'sanpaolo'],
  },
  {
    name: 'NLB Banka',
    kind: 'bank',
    domains: ['nlb.ba', 'nlb-rs.ba', 'nlb.si', 'nlbgroup.com'],
    words: ['nlb'],
  },
  {
    name: 'Sparkasse Bank',
    kind: 'bank',
    domains: ['sparkasse.ba', 'sparkasse.at', 'sparkasse.de'],
    words: ['sparkasse'],
  },
  {
    name: 'ASA Banka',
    kind: 'bank',
    domains: ['asabanka.ba', 'asa.ba'],
    words: ['asabanka'],
    ambiguous: ['asa'],
  },
  {
    name: 'Addiko Bank',
    kind: 'bank',
    domains: ['addiko.ba', 'addiko-fbih.ba', 'addiko-rs.ba', 'addiko.com'],
    words: ['addiko'],
  },
  {
    name: 'ProCredit Bank',
    kind: 'bank',
    domains: ['procreditbank.ba', 'procredit-group.com'],
    words: ['procredit', 'procreditbank'],
  },
  { name: 'BBI', kind: 'bank', domains: ['bbi.ba'], words: ['bosnabank'], ambiguous: ['bbi'] },
  { name: 'Ziraat Bank', kind: 'bank', domains: ['ziraatbank.ba', 'ziraatbank.com.tr'], words: ['ziraat'] },
  { name: 'Nova banka', kind: 'bank', domains: ['novabanka.com'], words: ['novabanka'] },
  { name: 'Union banka', kind: 'bank', domains: ['unionbank.ba'], words: ['unionbanka', 'unionbank'] },
  { name: 'Razvojna banka FBiH', kind: 'bank', domains: ['rbfbih.ba'], words: ['razvojnabanka', 'rbfbih'] },
  {
    name: 'Privredna banka Sarajevo',
    kind: 'bank',
    domains: ['pbs.ba'],
    words: ['privrednabanka'],
    ambiguous: ['pbs'],
  },
  { name: 'MF banka', kind: 'bank', domains: ['mfbanka.com'], words: ['mfbanka'] },
  {
    name: 'Adriatic Bank',
    kind: 'bank',
    domains: ['adriaticbank.com'],
    words: ['adriaticbank', 'adriaticbanka'],
  },
  { name: 'Atos bank', kind: 'bank', domains: ['atosbank.ba'], words: ['atosbank', 'atosbanka'] },
  { name: 'Naša banka', kind: 'bank', domains: ['nasabanka.ba'], words: ['nasabanka'] },
  { name: 'Centralna banka BiH', kind: 'bank', domains: ['cbbh.ba'], words: ['cbbh', 'centralnabanka'] },
  {
    name: 'BH Pošta',
    kind: 'post',
    // The neighbours' posts are real too (their parcels reach Bosnia): posta.hr, posta.rs, posta.si.
    domains: ['posta.ba', 'posta.hr', 'posta.rs', 'posta.si', 'postacg.me', 'posta.com.mk'],
    words: ['posta', 'bhposta', 'bhpost'],
  },
  { name: 'Pošte Srpske', kind: 'post', domains: ['postesrpske.com'], words: ['postesrpske', 'postasrpske'] },
  {
    name: 'HP Mostar',
    kind: 'post',
    domains: ['post.ba', 'post.at', 'post.ch'],
    words: ['hpmostar', 'hppost', 'hpposta'],
    ambiguous: ['post'],
  },
  {
    name: 'DHL',
    kind: 'courier',
    domains: ['dhl.com', 'dhl.ba', 'dhl.de', 'dhl.hr', 'dpdhl.com', 'dhlparcel.nl'],
    words: ['dhl'],
  },
  { name: 'GLS', kind: 'courier', domains: ['gls-group.eu', 'gls-group.com', 'gls.ba'], words: ['gls'] },
  { name: 'UPS', kind: 'courier', domains: ['ups.com'], words: [], ambiguous: ['ups'] },
  { name: 'FedEx', kind: 'courier', domains: ['fedex.com'], words: ['fedex'] },
  { name: 'DPD', kind: 'courier', domains: ['dpd.com', 'dpd.hr', 'dpd.de'], words: ['dpd'] },
  { name: 'EuroExpress', kind: 'courier', domains: ['euroexpress.ba'], words: ['euroexpress'] },
  { name: 'X Express', kind: 'courier', domains: ['x-express.ba'], words: ['xexpress'] },
  {
    name: 'BH Express / Express One',
    kind: 'courier',
    domains: ['bhexpress.ba', 'expressone.ba'],
    words: ['bhexpress', 'expressone'],
  },
  {
    name: 'PayPal',
    kind: 'payment',
    domains: ['paypal.com', 'paypal.me', 'paypalobjects.com'],
    words: ['paypal'],
  },
  { name: 'Monri', kind: 'payment', domains: ['monri.com', 'monri.ba'], words: ['monri'] },
  { name: 'WSPay', kind: 'payment', domains: ['wspay.info', 'wspay.eu'], words: ['wspay'] },
  { name: 'Visa', kind: 'payment', domains: ['visa.com', 'visaeurope.com'], words: [], ambiguous: ['visa'] },
  {
    name: 'Mastercard',
    kind: 'payment',
    domains: ['mastercard.com', 'mastercard.us'],
    words: ['mastercard'],
  },
];

/**
 * Lure words: what a phishing host puts beside a brand's name so it reads as that brand's payment,
 * delivery or login page ("olx-ba-placanje", "posta-paket", "dhl-tracking"). In Bosnian, Croatian
 * and Serbian (without diacritics) and English.
 */
export const lureWords: readonly string[] = [
  'pay payment payments placanje placanja plati uplata uplate naplata secure security sigurno',
  'sigurnost zastita safe verify verification verifikacija verifikuj potvrda potvrdi confirm',
  'confirmation login signin prijava account racun konto paket paketi posiljka posiljke',
  'posiljku dostava isporuka delivery deliver track tracking trace parcel parcels shipping',
  'shipment kurir courier express online support help podrska pomoc refund povrat kartica',
  'kartice card cards bank banka ba bih info service services servis cod order orders narudzba',
  'update auth id web portal app my moj customs carina invoice fee transfer wallet check',
  'provjera status center centar cash money novac buy kupi prodaja oglas oglasi market shop',
  'ebanking banking mbanking net bs hr rs eu gateway checkout receive primi claim reward',
  'nagrada bonus gift poklon group global official team form pin token access client klijent',
  'korisnik user sms code kod dobitak win',
].flatMap((line) => line.split(' '));
