import { api } from '@/shared/api/client';

/** Why a listing is reported, in the order the sheet lists them (docs DECISIONS, issue 29). */
export const reportReasons = [
  'not_available',
  'scam',
  'wrong_details',
  'duplicate',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The text's bound on the sheet (the api checks its own). */
export const reportTextMax = 1000;

/**
 * POST /api/properties/{id}/reports: 201 when the report is made, 200 when this user had already
 * reported the listing (nothing changes). Answers which of the two it was.
 */
export async function reportListing(
  id: string,
  report: { reason: ReportReason; text: string },
): Promise<'sent' | 'alreadyReported'> {
  let status = 0;
  await api.post(`/api/properties/${encodeURIComponent(id)}/reports`, report, {
    onStatus: (answered) => {
      status = answered;
    },
  });
  return status === 200 ? 'alreadyReported' : 'sent';
}
