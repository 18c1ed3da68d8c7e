import { describe, expect, it } from 'vitest';
import { embedSource } from '@/features/consent/embeds';

describe('third-party embeds', () => {
  it.each([
    [{ provider: 'youtube', video_id: 'dQw4w9WgXcQ' }, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'video'],
    [{ provider: 'vimeo', video_id: '76979871' }, 'https://player.vimeo.com/video/76979871?dnt=1', 'video'],
    [{ provider: 'google-maps', query: 'Solarweg 12, 4400 Steyr' }, 'https://maps.google.com/maps?q=Solarweg%2012%2C%204400%20Steyr&output=embed', 'map'],
  ])('%o → %s', (fields, src, kind) => {
    expect(embedSource(fields)).toMatchObject({ src, kind });
  });

  it('centres an OpenStreetMap on the coordinates with a marker', () => {
    const source = embedSource({ provider: 'openstreetmap', latitude: 48.0427, longitude: 14.4213 });
    expect(source?.providerName).toBe('OpenStreetMap');
    expect(source?.src).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=14.41130,48.03670,14.43130,48.04870&layer=mapnik&marker=48.0427,14.4213',
    );
  });

  it.each([
    { provider: 'youtube', video_id: '"><script>' },
    { provider: 'youtube' },
    { provider: 'vimeo', video_id: '../x' },
    { provider: 'openstreetmap', latitude: 'north', longitude: 1 },
    { provider: 'openstreetmap', latitude: 120, longitude: 1 },
    { provider: 'google-maps', query: '' },
    { provider: 'somewhere', video_id: 'abc' },
  ])('refuses %o', (fields) => {
    expect(embedSource(fields)).toBeNull();
  });
});
