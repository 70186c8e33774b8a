import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { notSamePropertyRequest } from '../offers.ts';

/** Offers of one property (issue 30; DECISIONS.md "Beyond the spec", trust signals; decision 247). */
export const offerEndpoints = {
  notSameProperty: endpoint({
    access: 'user',
    tags: ['listings'],
    errors: ['PropertyNotFound'],
    method: 'POST',
    path: '/api/properties/:id/not-same-property',
    summary:
      "An advertiser of the listing (its owner, or the agency's agent or owner) says another public listing is not the same property: the two leave their shared group at once, are never grouped again, and an admin reviews it in the moderation queue",
    params: z.object({ id: z.uuid() }),
    body: notSamePropertyRequest,
    status: 204,
    answer: z.null(),
  }),
};
