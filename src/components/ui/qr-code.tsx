import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { QR_QUIET_ZONE, qrMatrix } from '@/lib/qr-matrix';

/** The dark modules of `text`'s QR code as one SVG path (one unit per module). */
function qrPath(text: string): { size: number; path: string } {
  const matrix = qrMatrix(text);
  const parts: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`);
    }),
  );
  return { size: matrix.length + QR_QUIET_ZONE * 2, path: parts.join('') };
}

/** A QR code drawn in the browser as an SVG image, black on white whatever the color mode. */
export function QrCode({ value, label, size = '64' }: { value: string; label: string; size?: string }) {
  const { size: modules, path } = useMemo(() => qrPath(value), [value]);
  return (
    <Box width={size} maxWidth="full" bg="white" borderRadius="md" borderWidth="1px" padding="1">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${modules} ${modules}`}
        width="100%"
        shapeRendering="crispEdges"
        data-testid="qr-code"
        data-value={value}
      >
        <rect width={modules} height={modules} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
    </Box>
  );
}
