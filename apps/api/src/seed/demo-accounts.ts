/**
 * The demo logins that `npm start` creates on an empty database and prints at start.
 * Realistic Bosnian names; every account has a verified e-mail and phone number.
 */
export interface DemoAccount {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
  role: 'user' | 'admin';
  language: 'bs' | 'en';
  /** A buyer: gets the demo saved searches (demo-searches.ts) and owns no demo listing. */
  savesSearches?: boolean;
  /** Works for a demo agency (demo-agencies.ts), by its name; owns no private demo listing. */
  agency?: { name: string; role: 'owner' | 'agent' };
}

export const demoPassword = 'krov-demo-2026';

export const demoAccounts: DemoAccount[] = [
  {
    name: 'Amra Hadžić',
    email: 'amra@demo.krov.ba',
    phoneNumber: '+38761111201',
    password: demoPassword,
    role: 'user',
    language: 'bs',
  },
  {
    name: 'Emir Kovačević',
    email: 'emir@demo.krov.ba',
    phoneNumber: '+38762222302',
    password: demoPassword,
    role: 'user',
    language: 'bs',
  },
  {
    name: 'Jelena Marković',
    email: 'jelena@demo.krov.ba',
    phoneNumber: '+38765333403',
    password: demoPassword,
    role: 'user',
    language: 'bs',
  },
  {
    name: 'Marko Jurić',
    email: 'marko@demo.krov.ba',
    phoneNumber: '+38763444504',
    password: demoPassword,
    role: 'user',
    language: 'en',
    savesSearches: true,
  },
  {
    name: 'Selma Begović',
    email: 'admin@demo.krov.ba',
    phoneNumber: '+38761555605',
    password: demoPassword,
    role: 'admin',
    language: 'bs',
  },
  {
    name: 'Nermin Hasić',
    email: 'nermin@demo.krov.ba',
    phoneNumber: '+38761666706',
    password: demoPassword,
    role: 'user',
    language: 'bs',
    agency: { name: 'Sarajevo Nekretnine', role: 'owner' },
  },
  {
    name: 'Ajla Mujić',
    email: 'ajla@demo.krov.ba',
    phoneNumber: '+38761777807',
    password: demoPassword,
    role: 'user',
    language: 'bs',
    agency: { name: 'Sarajevo Nekretnine', role: 'agent' },
  },
  {
    name: 'Dragan Petrović',
    email: 'dragan@demo.krov.ba',
    phoneNumber: '+38765888908',
    password: demoPassword,
    role: 'user',
    language: 'bs',
    agency: { name: 'Banja Luka Dom', role: 'owner' },
  },
  {
    name: 'Milica Savić',
    email: 'milica@demo.krov.ba',
    phoneNumber: '+38765999009',
    password: demoPassword,
    role: 'user',
    language: 'en',
    agency: { name: 'Banja Luka Dom', role: 'agent' },
  },
  {
    name: 'Tarik Osmanović',
    email: 'tarik@demo.krov.ba',
    phoneNumber: '+38763101010',
    password: demoPassword,
    role: 'user',
    language: 'bs',
    agency: { name: 'Mostar Stan', role: 'owner' },
  },
];
