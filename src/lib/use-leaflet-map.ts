import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import { DEFAULT_MAP_ATTRIBUTION, MAP_CENTER, MAP_ZOOM, mapTileUrl } from './map-tiles';

/** What a map draws on the base map, from its data (a module-level function, so it stays the same). */
export type MapLayers<T> = (L: typeof Leaflet, map: Leaflet.Map, data: T) => void | Promise<void>;

/**
 * A Leaflet map of Indonesia in the returned element's box: Leaflet is loaded on first use (its own
 * chunk), the base tiles are `mapTileUrl()`'s, and `layers` draws `data` on it. Redrawn when `data`
 * changes; removed with the component. When the tile server cannot be reached the map stays grey;
 * each map's table beside it carries the same figures.
 */
export function useLeafletMap<T>(data: T, layers: MapLayers<T>) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let cleanup = () => {};
    const draw = async () => {
      const { default: L } = await import('leaflet');
      if (disposed) return;
      const map = L.map(element, { center: MAP_CENTER, zoom: MAP_ZOOM, scrollWheelZoom: false });
      cleanup = () => map.remove();
      L.tileLayer(mapTileUrl(), { attribution: DEFAULT_MAP_ATTRIBUTION, maxZoom: 18 }).addTo(map);
      await layers(L, map, data);
    };
    draw().catch((error: unknown) => console.warn('Peta sebaran anggota tidak dapat ditampilkan', error));
    return () => {
      disposed = true;
      cleanup();
    };
  }, [data, layers]);

  return container;
}
