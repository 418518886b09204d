/** The Leaflet maps' shared setup (the landing page's distribution, the membership report's points). */
export const MAP_CENTER: [number, number] = [-2.5, 118];
export const MAP_ZOOM = 5;

export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** `VITE_MAP_TILE_URL` points the maps at another tile server (a Leaflet URL template). */
export function mapTileUrl(): string {
  const configured = import.meta.env.VITE_MAP_TILE_URL?.trim();
  return configured ? configured : DEFAULT_MAP_TILE_URL;
}
