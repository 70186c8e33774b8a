import type { PropertyReportRequest, PropertyReportResponse, ReportReason } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AvailabilityQuestions, ListingsReader } from '../listings/ports.ts';
import type { ListingReportRow, ReportsRepository } from './reports.repository.ts';

/** Two people saying a listing is gone ask its advertiser to confirm within a day (issue 29). */
export const notAvailableReporters = 2;
export const notAvailableAnswerHours = 24;

interface Dependencies {
  reports: ReportsRepository;
  listings: Pick<ListingsReader, 'publicListing' | 'manages'>;
  availability: AvailabilityQuestions;
  clock: Clock;
}

const answerOf = (row: ListingReportRow): PropertyReportResponse => ({
  id: row.id,
  propertyId: row.propertyId,
  reason: row.reason as ReportReason,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** Users' reports of listings (decision 224); the admins' queue reads them. */
export function createReports({ reports, listings, availability, clock }: Dependencies) {
  return {
    /**
     * POST /api/properties/{id}/reports: a public listing the caller neither owns nor manages (as
     * if anything else did not exist); once per user and listing. The second different user
     * saying it is not available asks its owner (or agent) to confirm within 24 hours.
     */
    async report(
      propertyId: string,
      userId: string,
      body: Required<PropertyReportRequest>,
    ): Promise<{ report: PropertyReportResponse; made: boolean }> {
      const listing = await listings.publicListing(propertyId);
      if (listing.ownerId === userId || (await listings.manages(propertyId, userId)))
        throw new AppError('PropertyNotFound');
      const { row, made } = await reports.reportOnce({
        propertyId,
        reporterId: userId,
        reason: body.reason,
        text: body.text,
        createdAt: clock.now(),
      });
      if (made && row.reason === 'not_available') {
        const reporters = await reports.openReporters(propertyId, 'not_available');
        // From the second on: the table asks only when this deadline is earlier than an open one,
        // so a third report changes nothing, and one that follows a lost question asks it.
        if (reporters >= notAvailableReporters)
          await availability.askToConfirm(propertyId, notAvailableAnswerHours);
      }
      return { report: answerOf(row), made };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
