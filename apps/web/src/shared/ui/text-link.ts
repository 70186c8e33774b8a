/** The classes of a text link inside a page's text (the account pages, the listing pages). */
export const textLinkClasses =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:underline';
