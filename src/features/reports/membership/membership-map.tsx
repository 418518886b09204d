import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { MembershipReport } from '@shared/contracts/membership-report';
import 'leaflet/dist/leaflet.css';
import { formatNumber } from '@/lib/format';
import { DEFAULT_MAP_ATTRIBUTION, MAP_CENTER, MAP_ZOOM, mapTileUrl } from '@/lib/map-tiles';

type Row = MembershipReport['distribution']['rows'][number];

/**
 * The distribution as points (issue 27 §1): a circle per province or DPC with a recorded point,
 * its size by members. Its own chunk, loaded when the officer opens it; the table beside it
 * carries the same figures.
 */
export default function MembershipMap({ rows, label }: { rows: Row[]; label: string }) {
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
      L.tileLayer(mapTileUrl(), { attribution: DEFAULT_MAP_ATTRIBUTION, maxZoom: 18 }).addTo(map);
      const located = rows.filter(
        (row): row is Row & { latitude: number; longitude: number } => row.latitude !== null && row.longitude !== null,
      );
      const max = Math.max(1, ...located.map((row) => row.total));
      for (const row of located) {
        L.circleMarker([row.latitude, row.longitude], {
          radius: 4 + 16 * Math.sqrt(row.total / max),
          weight: 1,
          color: '#0b565d',
          fillOpacity: 0.5,
        })
          .bindTooltip(`${row.name}: ${formatNumber(row.total)}`)
          .addTo(map);
      }
      cleanup = () => map.remove();
    };
    draw().catch((error: unknown) => console.warn('Peta sebaran anggota tidak dapat ditampilkan', error));
    return () => {
      disposed = true;
      cleanup();
    };
  }, [rows]);

  return <Box ref={container} role="region" aria-label={label} height={{ base: '72', md: '96' }} borderRadius="md" />;
}
