// No imports: the web's always-loaded state imports this file alone, so the schemas (zod,
// libphonenumber) stay out of every page's first load.
export const languages = ['bs', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'bs';
