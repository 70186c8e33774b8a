import { createMyPropertiesRepository } from '../modules/listings/my-properties.repository.ts';
import { createReportsRepository } from '../modules/moderation/reports.repository.ts';
import type { Database } from '../platform/db/database.ts';

const hourMs = 3600 * 1000;

/** Who reports whose listing, why and when: the demo buyer and a demo seller, about others' listings. */
const demoReports: {
  reporter: 'buyer' | 'seller';
  of: number;
  reason: string;
  text: string;
  hoursAgo: number;
}[] = [
  {
    reporter: 'buyer',
    of: 1,
    reason: 'wrong_details',
    text: 'Na fotografijama je drugi stan, a kvadratura ne odgovara opisu.',
    hoursAgo: 5,
  },
  { reporter: 'buyer', of: 2, reason: 'scam', text: 'Traže uplatu kapare prije razgledanja.', hoursAgo: 26 },
  { reporter: 'seller', of: 2, reason: 'duplicate', text: 'Isti oglas je objavljen dvaput.', hoursAgo: 30 },
];

/**
 * Open reports for the admins' queue on a first `npm start` (issue 29): the demo buyer and the first
 * seller report listings of the second and third sellers, as users do (one report per user and
 * listing), through the moderation module's repository.
 */
export async function loadDemoReports(
  db: Database,
  buyerId: string,
  sellerIds: readonly string[],
  now: Date,
): Promise<void> {
  const listings = createMyPropertiesRepository(db);
  const reports = createReportsRepository(db);
  for (const report of demoReports) {
    const ownerId = sellerIds[report.of];
    const reporterId = report.reporter === 'buyer' ? buyerId : sellerIds[0];
    if (!ownerId || !reporterId) continue;
    const scope = { userId: ownerId, agencyId: null, agencyOwner: false };
    const [propertyId] = await listings.ids(scope, { status: 'listed', text: undefined });
    if (!propertyId) continue;
    await reports.reportOnce({
      propertyId,
      reporterId,
      reason: report.reason,
      text: report.text,
      createdAt: new Date(now.getTime() - report.hoursAgo * hourMs),
    });
  }
}
