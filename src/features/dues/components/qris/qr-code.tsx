import { Box } from '@chakra-ui/react';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code as one SVG path (one unit per module). */
function qrPath(text: string): { size: number; path: string } {
  // Type 0 picks the smallest version that fits; level M is what QRIS issuers print.
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + QUIET_ZONE * 2, path: parts.join('') };
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
