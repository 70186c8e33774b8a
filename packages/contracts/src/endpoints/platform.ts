import { z } from 'zod';
import { errorResponse, healthResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';

/** Liveness and readiness, and stored files (the chat calls are in chats.ts). */
export const platformEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database readiness',
    tags: ['health'],
    access: 'anyone',
    status: 200,
    answer: healthResponse,
    // 503: the database does not answer (degraded), or the instance is shutting down (the error shape).
    errors: [],
    otherAnswers: { 503: z.union([healthResponse, errorResponse]) },
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/files/*',
    summary: 'A stored image (profile photos, listing photos and their variants)',
    tags: ['files'],
    access: 'anyone',
    params: z.object({ '*': z.string().max(200) }),
    status: 200,
    answer: z.any().describe('The image bytes (image/webp)'),
    errors: ['NotFound'],
  }),
};
