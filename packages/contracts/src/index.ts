export * from './accounts.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './listings.ts';
export * from './property-page.ts';
export * from './session-cookies.ts';
export * from './validation.ts';
