import type { ReportReason } from './report-api';

/** The text is optional but for "other", where it is the report (a reason alone would say nothing). */
export function reportReady(reason: ReportReason | null, text: string): reason is ReportReason {
  if (reason === null) return false;
  return reason !== 'other' || text.trim().length > 0;
}
