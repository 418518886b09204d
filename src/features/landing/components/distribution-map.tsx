import { Box } from '@chakra-ui/react';
import type { MemberDistributionItem } from '@shared/contracts/statistics';
import 'leaflet/dist/leaflet.css';
import { formatNumber } from '@/lib/format';
import { useLeafletMap, type MapLayers } from '@/lib/use-leaflet-map';
import type { HeatLatLngTuple } from '@/vendor/leaflet-heat/leaflet-heat';
import { HEAT_OPTIONS } from '../lib/landing-constants';

/** A heat layer of active members per province, with a marker and its figure on each. */
const drawHeat: MapLayers<MemberDistributionItem[]> = async (L, map, items) => {
  const { heatLayer } = await import('@/vendor/leaflet-heat/leaflet-heat');
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
    L.circleMarker([item.latitude, item.longitude], { radius: 4, weight: 1, color: '#0b565d', fillOpacity: 0.8 })
      .bindTooltip(`${item.provinceName}: ${formatNumber(item.memberCount)}`)
      .addTo(map);
  }
};

/**
 * Leaflet map centred on Indonesia with a heat layer of active members per province (spec §2, §9).
 * Loaded as its own chunk; the province list next to it carries the same figures.
 */
export default function DistributionMap({ items, label }: { items: MemberDistributionItem[]; label: string }) {
  const container = useLeafletMap(items, drawHeat);
  return <Box ref={container} role="region" aria-label={label} height="full" minHeight={{ base: '80', md: '26rem' }} />;
}
