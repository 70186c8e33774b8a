import {
  accountFormsMessages,
  profileMessages,
  sessionEndMessages,
} from '@/features/accounts/client-messages';
import {
  notificationSettingsMessages,
  unsubscribeMessages,
} from '@/features/accounts/notifications/client-messages';
import { adminMessages } from '@/features/admin/client-messages';
import { invitationMessages, myAgencyMessages } from '@/features/agency/client-messages';
import { agencyInvoicesMessages } from '@/features/agency/invoices/client-messages';
import { agencyStatisticsMessages } from '@/features/agency/statistics/client-messages';
import { stillAvailableMessages } from '@/features/availability/client-messages';
import { homeSearchMessages } from '@/features/home/client-messages';
import { chatMessages } from '@/features/messages/client-messages';
import { ordersMessages, paymentMessages } from '@/features/payments/client-messages';
import { propertyManagementMessages } from '@/features/properties/client-messages';
import { savedMessages } from '@/features/saved/client-messages';
import { searchMapMessages } from '@/features/search/map/client-messages';
import { savedSearchesMessages, saveSearchMessages } from '@/features/search/saved-searches/client-messages';
import type { MessagePaths } from '@/i18n/client-messages';
import { placeAutocompleteMessages } from '@/shared/places/client-messages';

/**
 * Every page part: the texts pages send only where their client components use them, declared
 * beside those components (each `client-messages.ts`) and wrapped in <ClientMessages texts>. The
 * document leaves them out (<Document pageParts>); the shell may not import the features, so
 * app/, which composes them, lists them here (decision 222). A part declared but not listed would
 * go twice, with the document and with its page: page-messages.test.ts finds every declaration.
 */
export const pageParts: readonly MessagePaths[] = [
  accountFormsMessages,
  profileMessages,
  propertyManagementMessages,
  homeSearchMessages,
  placeAutocompleteMessages,
  searchMapMessages,
  savedMessages,
  saveSearchMessages,
  savedSearchesMessages,
  notificationSettingsMessages,
  chatMessages,
  myAgencyMessages,
  agencyStatisticsMessages,
  agencyInvoicesMessages,
  invitationMessages,
  adminMessages,
  paymentMessages,
  ordersMessages,
  unsubscribeMessages,
  stillAvailableMessages,
  sessionEndMessages,
];

/** The texts the document leaves out: every page part's. */
export const pageScopedMessages: MessagePaths = [...new Set(pageParts.flat())];
