import type { MetadataRoute } from 'next';
import { robotsRules } from '@/features/sitemap/robots-rules';
import { webServerConfig } from '@/shared/config.server';

// The public address is read at run time (one build serves any deployment).
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(webServerConfig().publicWebUrl);
}
