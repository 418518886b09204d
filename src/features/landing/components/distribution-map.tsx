import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { MemberDistributionItem } from '@shared/contracts/statistics';
import 'leaflet/dist/leaflet.css';
import { formatNumber } from '@/lib/format';
import type { HeatLatLngTuple } from '@/vendor/leaflet-heat/leaflet-heat';
import { DEFAULT_MAP_ATTRIBUTION, HEAT_OPTIONS, MAP_CENTER, MAP_ZOOM, mapTileUrl } from '../lib/landing-constants';

/**
 * Leaflet map centred on Indonesia with a heat layer of active members per province (spec §2, §9).
 * Loaded as its own chunk. When the tile server cannot be reached the map stays grey; the province
 * list next to it carries the same figures.
 */
export default function DistributionMap({ items, label }: { items: MemberDistributionItem[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let cleanup = () => {};

    const draw = async () => {
      const [{ default: L }, { heatLayer }] = await Promise.all([
        import('leaflet'),
        import('@/vendor/leaflet-heat/leaflet-heat'),
      ]);
      if (disposed) return;

      const map = L.map(element, {
        center: MAP_CENTER,
        zoom: MAP_ZOOM,
        scrollWheelZoom: false,
        attributionControl: true,
      });
      L.tileLayer(mapTileUrl(), { attribution: DEFAULT_MAP_ATTRIBUTION, maxZoom: 18 }).addTo(map);

      const located = items.filter(
        (item): item is MemberDistributionItem & { latitude: number; longitude: number } =>
          item.latitude !== null && item.longitude !== null,
      );
      const max = Math.max(1, ...located.map((item) => item.memberCount));
      heatLayer(
        located.map((item) => [item.latitude, item.longitude, item.memberCount / max] as HeatLatLngTuple),
        { ...HEAT_OPTIONS },
      ).addTo(map);
      for (const item of located) {
        L.circleMarker([item.latitude, item.longitude], {
          radius: 4,
          weight: 1,
          color: '#0b565d',
          fillOpacity: 0.8,
        })
          .bindTooltip(`${item.provinceName}: ${formatNumber(item.memberCount)}`)
          .addTo(map);
      }
      cleanup = () => map.remove();
    };
    draw().catch((error: unknown) => console.warn('Peta sebaran anggota tidak dapat ditampilkan', error));

    return () => {
      disposed = true;
      cleanup();
    };
  }, [items]);

  return <Box ref={container} role="region" aria-label={label} height="full" minHeight={{ base: '80', md: '26rem' }} />;
}
