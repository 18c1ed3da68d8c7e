/** Third-party embeds: where each provider's player or map comes from. Nothing is loaded before consent. */

export type EmbedProvider = 'youtube' | 'vimeo' | 'google-maps' | 'openstreetmap';

export interface EmbedSource {
  provider: EmbedProvider;
  /** name shown in the consent notice */
  providerName: string;
  src: string;
  kind: 'video' | 'map';
}

const PROVIDER_NAMES: Record<EmbedProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  'google-maps': 'Google Maps',
  openstreetmap: 'OpenStreetMap',
};

export interface EmbedFields {
  provider?: unknown;
  video_id?: unknown;
  query?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The embed address for a block's fields, or null when they do not name a supported embed. */
export function embedSource(fields: EmbedFields & Record<string, unknown>): EmbedSource | null {
  const provider = str(fields.provider) as EmbedProvider;
  const id = str(fields.video_id);
  const make = (src: string, kind: EmbedSource['kind']): EmbedSource => ({ provider, providerName: PROVIDER_NAMES[provider], src, kind });
  switch (provider) {
    case 'youtube':
      return /^[\w-]{6,20}$/.test(id) ? make(`https://www.youtube-nocookie.com/embed/${id}`, 'video') : null;
    case 'vimeo':
      return /^\d{3,15}$|^[\w-]{6,20}$/.test(id) ? make(`https://player.vimeo.com/video/${id}?dnt=1`, 'video') : null;
    case 'google-maps': {
      const query = str(fields.query);
      return query ? make(`https://maps.google.com/maps?q=${encodeURIComponent(query)}&output=embed`, 'map') : null;
    }
    case 'openstreetmap': {
      const [lat, lon] = [Number(str(fields.latitude)), Number(str(fields.longitude))];
      if (!str(fields.latitude) || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
      const bbox = [lon - 0.01, lat - 0.006, lon + 0.01, lat + 0.006].map((n) => n.toFixed(5)).join(',');
      return make(`https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`, 'map');
    }
    default:
      return null;
  }
}
