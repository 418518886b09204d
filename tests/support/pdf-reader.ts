// Reads a generated PDF back with readers that share no code with the writer: PDF.js (through
// unpdf) for the text, the glyphs and the filled paths, and jsQR for the QR code drawn as those paths.
import jsQR from 'jsqr';
import { extractText, getDocumentProxy } from 'unpdf';
import { OPS } from 'unpdf/pdfjs';

// PDF.js's operator lists hand buffers over with ArrayBuffer#transferToFixedLength, which Node
// has from 21 on; our engines floor is 20. A copy stands in: the reader never uses the old buffer.
const arrayBufferPrototype = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: unknown };
if (typeof arrayBufferPrototype.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

export interface ReadPdf {
  pages: number;
  /** Every page's text, pages joined by a newline. */
  text: string;
  title: string | undefined;
  /** Each shown glyph's Unicode text and whether the embedded font has it (not .notdef). */
  glyphs: { unicode: string; inFont: boolean }[];
  /** Axis-aligned rectangles filled in black, in page space, per page. */
  blackRectangles: Rectangle[][];
  /** The colours paths are filled and stroked with (RGB hex, `#0b565d`), per page, each once. */
  paint: { fills: string[]; strokes: string[] }[];
}

export interface Rectangle {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] as const;

// PDF.js's path data: an opcode followed by its points (DrawOPS: moveTo 0, lineTo 1, curveTo 2,
// quadraticCurveTo 3, closePath 4).
const POINTS_PER_OP = [1, 1, 3, 2, 0];

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const metadata = await pdf.getMetadata();
  const glyphs: ReadPdf['glyphs'] = [];
  const blackRectangles: Rectangle[][] = [];
  const paint: ReadPdf['paint'] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const { fnArray, argsArray } = await page.getOperatorList();
    const rectangles: Rectangle[] = [];
    const stack: { ctm: Matrix; fill: string; stroke: string }[] = [];
    const fills = new Set<string>();
    const strokes = new Set<string>();
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    let fill = '#000000'; // PDF.js hands every fill colour over as RGB hex
    let stroke = '#000000';
    fnArray.forEach((fn, i) => {
      const args = argsArray[i] as unknown[];
      if (fn === OPS.save) stack.push({ ctm, fill, stroke });
      else if (fn === OPS.restore) ({ ctm, fill, stroke } = stack.pop()!);
      else if (fn === OPS.transform) ctm = multiply(args as Matrix, ctm);
      else if (fn === OPS.setFillRGBColor) fill = String(args[0]);
      else if (fn === OPS.setStrokeRGBColor) stroke = String(args[0]);
      else if (fn === OPS.showText) {
        for (const glyph of args[0] as { unicode?: string; isInFont?: boolean }[]) {
          // A space has no outline; PDF.js counts it as not in the font.
          if (typeof glyph === 'object' && glyph?.unicode !== undefined && glyph.unicode.trim() !== '') {
            glyphs.push({ unicode: glyph.unicode, inFont: glyph.isInFont === true });
          }
        }
      } else if (fn === OPS.constructPath) {
        if (args[0] === OPS.fill) fills.add(fill);
        if (args[0] === OPS.stroke || args[0] === OPS.closeStroke) strokes.add(stroke);
        if (args[0] === OPS.fill && fill === '#000000') {
          const [data] = args[1] as [Float32Array];
          rectangles.push(...pathRectangles(data, ctm));
        }
      }
    });
    blackRectangles.push(rectangles);
    paint.push({ fills: [...fills], strokes: [...strokes] });
  }
  const info = metadata.info as { Title?: string };
  return { pages: pdf.numPages, text: text.join('\n'), title: info.Title, glyphs, blackRectangles, paint };
}

/** The closed four-corner subpaths of a path as rectangles (each checked to be axis-aligned). */
function pathRectangles(data: Float32Array, ctm: Matrix): Rectangle[] {
  const rectangles: Rectangle[] = [];
  let corners: (readonly [number, number])[] = [];
  for (let i = 0; i < data.length;) {
    const op = data[i++]!;
    const points: (readonly [number, number])[] = [];
    for (let p = 0; p < POINTS_PER_OP[op]!; p++, i += 2) points.push(apply(ctm, data[i]!, data[i + 1]!));
    if (op === 0) corners = points;
    else if (op === 1) corners.push(...points);
    else if (op === 4 && corners.length === 4) {
      const xs = corners.map(([x]) => x);
      const ys = corners.map(([, y]) => y);
      const axisAligned = corners.every(
        ([x, y]) =>
          xs.filter((v) => Math.abs(v - x) < 0.01).length === 2 &&
          ys.filter((v) => Math.abs(v - y) < 0.01).length === 2,
      );
      if (axisAligned)
        rectangles.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
    }
  }
  return rectangles;
}

/**
 * Rasterises the black rectangles inside `area` (page space) at `scale` pixels a point, on white,
 * and reads the QR code there with jsQR.
 */
export function decodeQr(rectangles: Rectangle[], area: Rectangle, scale = 4): string | undefined {
  const width = Math.ceil((area.x1 - area.x0) * scale);
  const height = Math.ceil((area.y1 - area.y0) * scale);
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const r of rectangles) {
    for (let py = 0; py < height; py++) {
      const y = area.y1 - (py + 0.5) / scale; // image rows run down, page y runs up
      if (y < r.y0 || y > r.y1) continue;
      for (let px = 0; px < width; px++) {
        const x = area.x0 + (px + 0.5) / scale;
        if (x < r.x0 || x > r.x1) continue;
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return jsQR(pixels, width, height)?.data;
}

/** The smallest rectangle holding all of these, grown by `margin` on each side. */
export function bounds(rectangles: Rectangle[], margin = 0): Rectangle {
  return {
    x0: Math.min(...rectangles.map((r) => r.x0)) - margin,
    y0: Math.min(...rectangles.map((r) => r.y0)) - margin,
    x1: Math.max(...rectangles.map((r) => r.x1)) + margin,
    y1: Math.max(...rectangles.map((r) => r.y1)) + margin,
  };
}
