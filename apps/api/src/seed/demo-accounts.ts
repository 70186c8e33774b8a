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
];
