/**
 * The English catalogue (the fallback, and the shape both follow), merged from one file per top-level namespace: packages/messages/en/<namespace>.json
 * holds exactly that namespace's object. Static JSON imports rather than a generated file: Node's
 * type stripping (the api), Vitest and Turbopack (the web) all load them, nothing is written at build
 * time, and the browser still receives only the texts the server hands it. The object below sets the
 * catalogue's key order. A new namespace adds its file in both folders and a line here and in
 * bs.ts; catalogue-files.test.ts fails on a file that is not merged or has no twin in the other language.
 */

import about from '../en/about.json' with { type: 'json' };
import accounts from '../en/accounts.json' with { type: 'json' };
import admin from '../en/admin.json' with { type: 'json' };
import agency from '../en/agency.json' with { type: 'json' };
import bell from '../en/bell.json' with { type: 'json' };
import chat from '../en/chat.json' with { type: 'json' };
import common from '../en/common.json' with { type: 'json' };
import devMailbox from '../en/devMailbox.json' with { type: 'json' };
import email from '../en/email.json' with { type: 'json' };
import errors from '../en/errors.json' with { type: 'json' };
import fields from '../en/fields.json' with { type: 'json' };
import home from '../en/home.json' with { type: 'json' };
import language from '../en/language.json' with { type: 'json' };
import legal from '../en/legal.json' with { type: 'json' };
import listingCard from '../en/listingCard.json' with { type: 'json' };
import meta from '../en/meta.json' with { type: 'json' };
import myProperties from '../en/myProperties.json' with { type: 'json' };
import notFound from '../en/notFound.json' with { type: 'json' };
import notification from '../en/notification.json' with { type: 'json' };
import notificationsPage from '../en/notificationsPage.json' with { type: 'json' };
import orders from '../en/orders.json' with { type: 'json' };
import payment from '../en/payment.json' with { type: 'json' };
import places from '../en/places.json' with { type: 'json' };
import profile from '../en/profile.json' with { type: 'json' };
import properties from '../en/properties.json' with { type: 'json' };
import propertyPage from '../en/propertyPage.json' with { type: 'json' };
import sandboxCheckout from '../en/sandboxCheckout.json' with { type: 'json' };
import saved from '../en/saved.json' with { type: 'json' };
import savedSearches from '../en/savedSearches.json' with { type: 'json' };
import search from '../en/search.json' with { type: 'json' };
import searchMap from '../en/searchMap.json' with { type: 'json' };
import shell from '../en/shell.json' with { type: 'json' };
import sms from '../en/sms.json' with { type: 'json' };
import stillAvailablePage from '../en/stillAvailablePage.json' with { type: 'json' };
import ui from '../en/ui.json' with { type: 'json' };
import unsubscribePage from '../en/unsubscribePage.json' with { type: 'json' };
import validation from '../en/validation.json' with { type: 'json' };

export const en = {
  common,
  errors,
  validation,
  fields,
  email,
  sms,
  sandboxCheckout,
  devMailbox,
  home,
  meta,
  notFound,
  shell,
  ui,
  language,
  legal,
  about,
  accounts,
  profile,
  properties,
  myProperties,
  propertyPage,
  listingCard,
  search,
  places,
  searchMap,
  savedSearches,
  notificationsPage,
  bell,
  unsubscribePage,
  stillAvailablePage,
  saved,
  payment,
  orders,
  notification,
  chat,
  agency,
  admin,
};
