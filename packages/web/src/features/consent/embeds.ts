/** Third-party embeds: where each provider's player or map comes from. Nothing is loaded before consent. */

export type EmbedProvider = 'youtube' | 'vimeo' | 'google-maps' | 'openstreetmap';

export interface EmbedSource {
  provider: EmbedProvider;
  /** name shown in the consent notice */
  providerName: string;
  src: string;
  kind: 'video' | 'map';
}

const PROVIDERS: Record<EmbedProvider, { name: string; origin: string }> = {
  youtube: { name: 'YouTube', origin: 'https://www.youtube-nocookie.com' },
  vimeo: { name: 'Vimeo', origin: 'https://player.vimeo.com' },
  'google-maps': { name: 'Google Maps', origin: 'https://maps.google.com' },
  openstreetmap: { name: 'OpenStreetMap', origin: 'https://www.openstreetmap.org' },
};

/** the origins embeds are framed from (the Content-Security-Policy's `frame-src`) */
export const EMBED_ORIGINS = Object.values(PROVIDERS).map(({ origin }) => origin);

export interface EmbedFields {
  provider?: unknown;
  video_id?: unknown;
  query?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** OpenStreetMap's embedded map around points (with room at the edges), a marker on `marker`. */
export function openStreetMapSrc(points: MapPoint[], marker: MapPoint): string {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  // a single point still shows its neighbourhood
  const padLat = Math.max(0.006, (Math.max(...lats) - Math.min(...lats)) * 0.15);
  const padLon = Math.max(0.01, (Math.max(...lons) - Math.min(...lons)) * 0.15);
  const bbox = [Math.min(...lons) - padLon, Math.min(...lats) - padLat, Math.max(...lons) + padLon, Math.max(...lats) + padLat].map((n) => n.toFixed(5)).join(',');
  return `${PROVIDERS.openstreetmap.origin}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${marker.latitude},${marker.longitude}`;
}

/** The embed address for a block's fields, or null when they do not name a supported embed. */
export function embedSource(fields: EmbedFields): EmbedSource | null {
  const provider = str(fields.provider) as EmbedProvider;
  const id = str(fields.video_id);
  const make = (path: string, kind: EmbedSource['kind']): EmbedSource => ({ provider, providerName: PROVIDERS[provider].name, src: PROVIDERS[provider].origin + path, kind });
  switch (provider) {
    case 'youtube':
      return /^[\w-]{6,20}$/.test(id) ? make(`/embed/${id}`, 'video') : null;
    case 'vimeo':
      return /^\d{3,15}$|^[\w-]{6,20}$/.test(id) ? make(`/video/${id}?dnt=1`, 'video') : null;
    case 'google-maps': {
      const query = str(fields.query);
      return query ? make(`/maps?q=${encodeURIComponent(query)}&output=embed`, 'map') : null;
    }
    case 'openstreetmap': {
      const [lat, lon] = [Number(str(fields.latitude)), Number(str(fields.longitude))];
      if (!str(fields.latitude) || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
      const point = { latitude: lat, longitude: lon };
      return { provider, providerName: PROVIDERS.openstreetmap.name, src: openStreetMapSrc([point], point), kind: 'map' };
    }
    default:
      return null;
  }
}
