import { request } from '@/shared/api/client';

/**
 * POST /api/properties/{id}/not-same-property (issue 30, decision 247): the advertiser of `id` says
 * `otherPropertyId`, offered beside it, is another property. The two are kept apart at once and
 * the moderators review it; saying it again changes nothing.
 */
export async function sayNotSameProperty(id: string, otherPropertyId: string): Promise<void> {
  await request('notSameProperty', { params: { id }, body: { otherPropertyId } });
}
