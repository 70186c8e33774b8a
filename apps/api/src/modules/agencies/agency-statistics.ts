import type { AgencyStatisticsResponse } from '@krov/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../platform/clock/clock.ts';
import type { ListingStatsReader } from '../analytics/ports.ts';
import { dayOf } from '../analytics/ports.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { AgenciesService } from './agencies.service.ts';

const dayMs = 24 * 3600 * 1000;
type Figures = { views: number; saves: number; contacts: number; phoneReveals: number };
const zero = (): Figures => ({ views: 0, saves: 0, contacts: 0, phoneReveals: 0 });

function add(into: Figures, row: Figures): void {
  into.views += row.views;
  into.saves += row.saves;
  into.contacts += row.contacts;
  into.phoneReveals += row.phoneReveals;
}

/**
 * The agency owner's statistics: the daily counters of every agency listing (views once per
 * visitor and day, saves, conversations started, phone reveals) over the last 7, 30 or 90 days,
 * summed per day and per listing. Read from the daily counters, never counted per page view.
 */
export function createAgencyStatistics(deps: {
  clock: Clock;
  agencies: Pick<AgenciesService, 'ownedBy'>;
  listings: Pick<ListingsReader, 'agencyListings'>;
  stats: Pick<ListingStatsReader, 'sumsBetween'>;
}) {
  async function statistics(userId: string, days: number): Promise<AgencyStatisticsResponse> {
    const { agency } = await deps.agencies.ownedBy(userId);
    const today = deps.clock.now().getTime();
    const dayList = Array.from({ length: days }, (_, index) =>
      dayOf(new Date(today - (days - 1 - index) * dayMs)),
    );
    const listings = await deps.listings.agencyListings(agency.id);
    const sums = await deps.stats.sumsBetween(
      listings.map((listing) => listing.id),
      dayList[0] as string,
      dayList.at(-1) as string,
    );
    const byDay = new Map(dayList.map((day) => [day, zero()]));
    const byListing = new Map(listings.map((listing) => [listing.id, zero()]));
    const totals = zero();
    for (const { day, propertyId, ...figures } of sums) {
      const perDay = day === null ? undefined : byDay.get(day);
      const perListing = propertyId === null ? undefined : byListing.get(propertyId);
      if (perDay) {
        Object.assign(perDay, figures);
        add(totals, figures);
      } else if (perListing) Object.assign(perListing, figures);
    }
    return {
      days,
      totals,
      daily: dayList.map((day) => ({ day, ...(byDay.get(day) ?? zero()) })),
      listings: listings
        .map((listing) => ({
          propertyId: listing.id,
          address: listing.address,
          agentId: listing.agentId,
          ...(byListing.get(listing.id) ?? zero()),
        }))
        .sort((a, b) => b.views - a.views || b.contacts - a.contacts || a.address.localeCompare(b.address)),
    };
  }

  return {
    statistics,

    /** The same per listing as CSV: a header row, one row per listing, quoted as RFC 4180 says. */
    async csv(userId: string, days: number): Promise<string> {
      const { listings } = await statistics(userId, days);
      return stringify(
        listings.map((listing) => [
          listing.propertyId,
          listing.address,
          listing.views,
          listing.saves,
          listing.contacts,
          listing.phoneReveals,
        ]),
        {
          header: true,
          columns: ['listing', 'address', 'views', 'saves', 'contacts', 'phone_reveals'],
          // OWASP's CSV injection advice: a text cell starting with =, +, -, @, a tab or a carriage
          // return gets a leading apostrophe, so a spreadsheet shows it instead of running it.
          escape_formulas: true,
        },
      );
    },
  };
}

export type AgencyStatistics = ReturnType<typeof createAgencyStatistics>;
