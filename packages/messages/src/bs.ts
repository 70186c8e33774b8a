/**
 * The Bosnian catalogue (the default language), merged from one file per top-level namespace: packages/messages/bs/<namespace>.json
 * holds exactly that namespace's object. Static JSON imports rather than a generated file: Node's
 * type stripping (the api), Vitest and Turbopack (the web) all load them, nothing is written at build
 * time, and the browser still receives only the texts the server hands it. The object below sets the
 * catalogue's key order. A new namespace adds its file in both folders and a line here and in
 * en.ts; catalogue-files.test.ts fails on a file that is not merged or has no twin in the other language.
 */

import about from '../bs/about.json' with { type: 'json' };
import accounts from '../bs/accounts.json' with { type: 'json' };
import admin from '../bs/admin.json' with { type: 'json' };
import agency from '../bs/agency.json' with { type: 'json' };
import bell from '../bs/bell.json' with { type: 'json' };
import chat from '../bs/chat.json' with { type: 'json' };
import common from '../bs/common.json' with { type: 'json' };
import devMailbox from '../bs/devMailbox.json' with { type: 'json' };
import email from '../bs/email.json' with { type: 'json' };
import errors from '../bs/errors.json' with { type: 'json' };
import fields from '../bs/fields.json' with { type: 'json' };
import home from '../bs/home.json' with { type: 'json' };
import language from '../bs/language.json' with { type: 'json' };
import legal from '../bs/legal.json' with { type: 'json' };
import listingCard from '../bs/listingCard.json' with { type: 'json' };
import meta from '../bs/meta.json' with { type: 'json' };
import myProperties from '../bs/myProperties.json' with { type: 'json' };
import notFound from '../bs/notFound.json' with { type: 'json' };
import notification from '../bs/notification.json' with { type: 'json' };
import notificationsPage from '../bs/notificationsPage.json' with { type: 'json' };
import orders from '../bs/orders.json' with { type: 'json' };
import payment from '../bs/payment.json' with { type: 'json' };
import places from '../bs/places.json' with { type: 'json' };
import profile from '../bs/profile.json' with { type: 'json' };
import properties from '../bs/properties.json' with { type: 'json' };
import propertyPage from '../bs/propertyPage.json' with { type: 'json' };
import sandboxCheckout from '../bs/sandboxCheckout.json' with { type: 'json' };
import saved from '../bs/saved.json' with { type: 'json' };
import savedSearches from '../bs/savedSearches.json' with { type: 'json' };
import search from '../bs/search.json' with { type: 'json' };
import searchMap from '../bs/searchMap.json' with { type: 'json' };
import shell from '../bs/shell.json' with { type: 'json' };
import sms from '../bs/sms.json' with { type: 'json' };
import stillAvailablePage from '../bs/stillAvailablePage.json' with { type: 'json' };
import ui from '../bs/ui.json' with { type: 'json' };
import unsubscribePage from '../bs/unsubscribePage.json' with { type: 'json' };
import validation from '../bs/validation.json' with { type: 'json' };

export const bs = {
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
