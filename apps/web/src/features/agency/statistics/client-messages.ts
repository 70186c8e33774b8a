import type { MessagePaths } from '@/i18n/client-messages';

/** /me/agency/statistics: the period, totals, charts, the table per listing, the CSV link. */
export const agencyStatisticsMessages = ['agency.statistics'] as const satisfies MessagePaths;
