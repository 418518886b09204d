import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { QR_QUIET_ZONE, qrMatrix, useQrMatrix } from '@/lib/qr-matrix';
import { rememberRecent } from '@/lib/remember-recent';

/** The dark modules of `text`'s QR code as one SVG path (one unit per module). */
const qrPath = rememberRecent(8, (text): { size: number; path: string } => {
  const matrix = qrMatrix(text);
  const parts: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`);
    }),
  );
  return { size: matrix.length + QR_QUIET_ZONE * 2, path: parts.join('') };
});

/** Whole CSS pixels per module on phones and from `md` up. */
export interface ModulePixels {
  base: number;
  md: number;
}

/**
 * A QR code drawn in the browser as an SVG image, black on white whatever the color mode. With
 * `modulePixels` it is sized by its modules (whole pixels each, so no module is drawn wider than
 * its neighbour) instead of by `size`; it never grows past its container.
 */
export function QrCode({
  value,
  label,
  size = '64',
  modulePixels,
}: {
  value: string;
  label: string;
  size?: string;
  modulePixels?: ModulePixels;
}) {
  // A code sized by its modules is encoded at once (its size is the layout's); others off the main thread.
  const ready = useQrMatrix(value, { now: !!modulePixels }) !== null;
  const drawn = useMemo(() => (ready ? qrPath(value) : null), [ready, value]);
  if (!drawn) {
    return (
      <Box
        width={size}
        maxWidth="full"
        aspectRatio="1"
        bg="white"
        borderRadius="md"
        borderWidth="1px"
        aria-hidden="true"
        data-testid="qr-code-pending"
      />
    );
  }
  const { size: modules, path } = drawn;
  const svgWidth = modulePixels && { base: `${modules * modulePixels.base}px`, md: `${modules * modulePixels.md}px` };
  const svg = (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={svgWidth ? undefined : '100%'}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-value={value}
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
  return (
    <Box
      width={svgWidth ? 'fit-content' : size}
      maxWidth="full"
      bg="white"
      borderRadius="md"
      borderWidth="1px"
      padding="1"
    >
      {svgWidth ? (
        <Box asChild display="block" width={svgWidth} maxWidth="full">
          {svg}
        </Box>
      ) : (
        svg
      )}
    </Box>
  );
}
