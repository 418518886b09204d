/** Landing constants of spec §2 ("Landing page behaviour") and §9. */
export const HERO_INTERVAL_MS = 7_000;
export const NEWS_INTERVAL_MS = 5_000;
export const TOP_PROVINCE_COUNT = 4;
export const OTHER_NEWS_COUNT = 3;
/** How many news items the carousel asks for: a handful of slides plus the "other news" list. */
export const LANDING_NEWS_LIMIT = 8;

export const MAP_CENTER: [number, number] = [-2.5, 118];
export const MAP_ZOOM = 5;
export const HEAT_OPTIONS = { radius: 35, blur: 45, maxZoom: 8 } as const;

export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** `VITE_MAP_TILE_URL` points the map at another tile server (a Leaflet URL template). */
export function mapTileUrl(): string {
  const configured = import.meta.env.VITE_MAP_TILE_URL?.trim();
  return configured ? configured : DEFAULT_MAP_TILE_URL;
}

export const NEWS_PRIORITIES = ['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const;
