import { describe, expect, it } from 'vitest';
import { tourUrlField, videoUrlField } from './media-link-fields.ts';
import { tourLink, videoLink } from './media-links.ts';

describe('videoLink: YouTube and Vimeo only, read into one canonical link and its player', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['http://vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871?h=1', 'https://vimeo.com/76979871'],
  ])('%s → %s', (text, url) => {
    expect(videoLink(text)?.url).toBe(url);
  });

  it('embeds YouTube without cookies until played, Vimeo without tracking', () => {
    expect(videoLink('https://youtu.be/dQw4w9WgXcQ')?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(videoLink('https://vimeo.com/76979871')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  });

  it.each([
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'javascript:alert(1)',
    'ftp://vimeo.com/76979871',
    'https://vimeo.com/channels/staffpicks',
    'https://dailymotion.com/video/x7tgad0',
    'nije link',
  ])('refuses %s', (text) => {
    expect(videoLink(text)).toBeNull();
  });
});

describe('tourLink: Matterport, Kuula, Giraffe360, CloudPano', () => {
  it.each([
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
    ['https://kuula.co/share/collection/7lVBZ?logo=1', 'https://kuula.co/share/collection/7lVBZ'],
    ['https://kuula.co/share/N1Qhk', 'https://kuula.co/share/N1Qhk'],
    ['https://tour.giraffe360.com/8f2c9a1b3d', 'https://tour.giraffe360.com/8f2c9a1b3d'],
    ['https://app.cloudpano.com/tours/Xy12_ab', 'https://app.cloudpano.com/tours/Xy12_ab'],
  ])('%s → %s', (text, url) => {
    expect(tourLink(text)?.url).toBe(url);
  });

  it.each([
    'https://matterport.evil.example/show/?m=SxQL3iGyoDo',
    'https://my.matterport.com/show/?m=x',
    'https://kuula.co/profile/someone',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('refuses %s', (text) => {
    expect(tourLink(text)).toBeNull();
  });
});

describe('the listing fields', () => {
  it('store the canonical link, clear on blank, refuse other hosts with the allowed list', () => {
    expect(videoUrlField.parse(' https://youtu.be/dQw4w9WgXcQ ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(videoUrlField.parse('')).toBeNull();
    const refused = tourUrlField.safeParse('https://example.com/tour');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      params: { key: 'Invalid', extra: { hosts: expect.stringContaining('my.matterport.com,kuula.co') } },
    });
  });
});
