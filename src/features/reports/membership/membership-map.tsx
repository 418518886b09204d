import { Box } from '@chakra-ui/react';
import type { MembershipReport } from '@shared/contracts/membership-report';
import 'leaflet/dist/leaflet.css';
import { formatNumber } from '@/lib/format';
import { useLeafletMap, type MapLayers } from '@/lib/use-leaflet-map';

type Row = MembershipReport['distribution']['rows'][number];

/** A circle per province or DPC with a recorded point, its size by members. */
const drawPoints: MapLayers<Row[]> = (L, map, rows) => {
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
};

/**
 * The distribution as points (issue 27 §1). Its own chunk, loaded when the officer opens it; the
 * table beside it carries the same figures.
 */
export default function MembershipMap({ rows, label }: { rows: Row[]; label: string }) {
  const container = useLeafletMap(rows, drawPoints);
  return <Box ref={container} role="region" aria-label={label} height={{ base: '72', md: '96' }} borderRadius="md" />;
}
