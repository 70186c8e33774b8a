import { z } from 'zod';
import { type MediaLink, tourHosts, tourLink, videoHosts, videoLink } from './media-links.ts';

/** The listing's `videoUrl` / `tourUrl`: a link of an allowed host, stored canonical; blank clears it. */
function linkField(read: (text: string) => MediaLink | null, hosts: readonly string[]) {
  return z
    .string()
    .trim()
    .max(500)
    .transform((raw, ctx) => {
      if (raw === '') return null;
      const link = read(raw);
      if (!link) {
        // `extra` holds plain values (errors.ts): the hosts as one comma-separated text.
        ctx.addIssue({ code: 'custom', params: { key: 'Invalid', extra: { hosts: hosts.join(',') } } });
        return z.NEVER;
      }
      return link.url;
    });
}

export const videoUrlField = linkField(videoLink, videoHosts);
export const tourUrlField = linkField(tourLink, tourHosts);
