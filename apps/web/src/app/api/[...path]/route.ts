import { webServerConfig } from '@/shared/config.server';
import { forwardToApi } from './forward';

// Every request is forwarded as it comes: nothing here may be cached or prerendered.
export const dynamic = 'force-dynamic';

/** /api/*: forwarded to the api (see forward.ts). */
function handle(request: Request): Promise<Response> {
  return forwardToApi(request, webServerConfig().publicApiUrl);
}

export {
  handle as DELETE,
  handle as GET,
  handle as HEAD,
  handle as OPTIONS,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
