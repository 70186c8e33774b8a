/**
 * A listing's video (YouTube, Vimeo) and 3D tour (Matterport, Kuula, Giraffe360, CloudPano), issue 31
 * point 4: only links of these hosts, read into the provider and the id, so the api stores one
 * canonical link and the property page embeds only a known player (nothing else is ever framed).
 */
export const videoHosts = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
] as const;
export const tourHosts = [
  'my.matterport.com',
  'kuula.co',
  'www.kuula.co',
  'tour.giraffe360.com',
  'app.cloudpano.com',
] as const;

export type MediaProvider = 'youtube' | 'vimeo' | 'matterport' | 'kuula' | 'giraffe360' | 'cloudpano';

export interface MediaLink {
  provider: MediaProvider;
  id: string;
  /** The one link stored and answered. */
  url: string;
  /** The player the page frames once the person asks for it. */
  embedUrl: string;
}

function urlOf(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube or Vimeo link (watch, short, embed or share forms); null for anything else. */
export function videoLink(text: string): MediaLink | null {
  const url = urlOf(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host.endsWith('youtube.com')) {
    if (!(videoHosts as readonly string[]).includes(host)) return null;
    const id =
      host === 'youtu.be'
        ? path[0]
        : path[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live'].includes(path[0] ?? '')
            ? path[1]
            : null;
    if (!id || !youtubeId.test(id)) return null;
    return {
      provider: 'youtube',
      id,
      url: `https://www.youtube.com/watch?v=${id}`,
      // The privacy-enhanced player: no cookie until the person plays it.
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    };
  }
  if ((videoHosts as readonly string[]).includes(host) && host.endsWith('vimeo.com')) {
    const id = (host === 'player.vimeo.com' ? path[1] : path[0]) ?? '';
    if (!/^\d{5,12}$/.test(id)) return null;
    return {
      provider: 'vimeo',
      id,
      url: `https://vimeo.com/${id}`,
      embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
    };
  }
  return null;
}

/** A 3D tour of an allowed host; null for anything else. */
export function tourLink(text: string): MediaLink | null {
  const url = urlOf(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  if (host === 'my.matterport.com') {
    const id = url.searchParams.get('m') ?? '';
    if (path[0] !== 'show' || !/^[A-Za-z0-9]{11}$/.test(id)) return null;
    const link = `https://my.matterport.com/show/?m=${id}`;
    return { provider: 'matterport', id, url: link, embedUrl: `${link}&play=1` };
  }
  if (host === 'kuula.co' || host === 'www.kuula.co') {
    const rest = path[0] === 'share' ? path.slice(1) : [];
    const id = rest.join('/');
    if (!/^(collection\/)?[A-Za-z0-9]{4,12}$/.test(id)) return null;
    const link = `https://kuula.co/share/${id}`;
    return { provider: 'kuula', id, url: link, embedUrl: `${link}?fs=1&vr=0&thumbs=1` };
  }
  if (host === 'tour.giraffe360.com') {
    const id = path[0] ?? '';
    if (!/^[A-Za-z0-9-]{6,64}$/.test(id)) return null;
    const link = `https://tour.giraffe360.com/${id}`;
    return { provider: 'giraffe360', id, url: link, embedUrl: link };
  }
  if (host === 'app.cloudpano.com') {
    const id = path[0] === 'tours' ? (path[1] ?? '') : '';
    if (!/^[A-Za-z0-9_-]{4,64}$/.test(id)) return null;
    const link = `https://app.cloudpano.com/tours/${id}`;
    return { provider: 'cloudpano', id, url: link, embedUrl: link };
  }
  return null;
}
