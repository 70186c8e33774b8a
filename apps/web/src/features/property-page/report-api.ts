import { type ReportReason, reportLimits, reportReasons } from '@krov/contracts';
import { request } from '@/shared/api/client';

export type { ReportReason };
/** Why a listing is reported, in the order the sheet lists them: the contract's (decision 224). */
export { reportReasons };

/** The text's bound on the sheet: the api's own. */
export const reportTextMax = reportLimits.textMax;

/**
 * POST /api/properties/{id}/reports: 201 when the report is made, 200 when this user had already
 * reported the listing (nothing changes). Answers which of the two it was.
 */
export async function reportListing(
  id: string,
  report: { reason: ReportReason; text: string },
): Promise<'sent' | 'alreadyReported'> {
  let status = 0;
  await request(
    'reportProperty',
    { params: { id }, body: report },
    {
      onStatus: (answered) => {
        status = answered;
      },
    },
  );
  return status === 200 ? 'alreadyReported' : 'sent';
}
