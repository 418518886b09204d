/**
 * The digital member card's face (issue 13 §6): its words and its geometry, shared by the PDF the
 * API makes and the PNG the browser draws, so both show the same card. Points, origin top left.
 */
import { memberLabels } from '../contracts/member-labels.ts';
import type { MemberCard } from '../contracts/member-card.ts';
import { formatNap } from '../identifiers.ts';
import { MONTHS } from '../receipts/receipt-text.ts';

/** ID-1 (ISO/IEC 7810), 85.6 × 54 mm, in points. */
export const CARD_SIZE = { width: (85.6 / 25.4) * 72, height: (54 / 25.4) * 72 } as const;

export const cardLabels = {
  title: 'KARTU TANDA ANGGOTA',
  nap: 'NAP',
  chapter: 'DPC',
  type: 'Jenis',
  status: 'Status',
  validUntil: 'Berlaku sampai',
  noExpiry: '-',
  scan: 'Pindai untuk verifikasi',
} as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MARGIN = 9;
const QR_SIDE = 58;
const TEXT_X = 64;
const TEXT_WIDTH = CARD_SIZE.width - MARGIN - QR_SIDE - 6 - TEXT_X;
const STATUS_WIDTH = 44;
/** The association's logo in the header, and the header's words beside it. */
const LOGO = { x: MARGIN, y: 5, side: 18 } as const;
const HEADER_TEXT_X = LOGO.x + LOGO.side + 5;

/** Where everything goes: boxes, baselines (`y`) and the widest a text may be. */
export const cardGeometry = {
  header: { x: 0, y: 0, width: CARD_SIZE.width, height: 28 },
  logo: LOGO,
  association: { x: HEADER_TEXT_X, y: 12, size: 7.5, minSize: 5, maxWidth: CARD_SIZE.width - MARGIN - HEADER_TEXT_X },
  title: { x: HEADER_TEXT_X, y: 22, size: 6 },
  photo: { x: MARGIN, y: 36, width: 48, height: 64 },
  qr: { x: CARD_SIZE.width - MARGIN - QR_SIDE, y: 34, width: QR_SIDE, height: QR_SIDE },
  scan: { y: 34 + QR_SIDE + 6, size: 4.5 },
  name: { x: TEXT_X, y: 44, size: 8, minSize: 5, maxWidth: TEXT_WIDTH },
  nap: { x: TEXT_X, y: 54, size: 7 },
  /** The four label-over-value cells, in the order of `CardFace.rows`: DPC, type, then status beside valid until. */
  cells: [
    { x: TEXT_X, y: 64, maxWidth: TEXT_WIDTH },
    { x: TEXT_X, y: 80, maxWidth: TEXT_WIDTH },
    { x: TEXT_X, y: 96, maxWidth: STATUS_WIDTH - 3 },
    { x: TEXT_X + STATUS_WIDTH, y: 96, maxWidth: TEXT_WIDTH - STATUS_WIDTH },
  ],
  cell: { labelSize: 5, valueSize: 6.5, minValueSize: 4.5, valueBelow: 7.5 },
  footer: { x: 0, y: CARD_SIZE.height - 20, width: CARD_SIZE.width, height: 20 },
  url: { x: MARGIN, y: CARD_SIZE.height - 8, size: 4.5, minSize: 3, maxWidth: CARD_SIZE.width - 2 * MARGIN },
} as const;

/** Colours as RGB fractions. */
export const cardColors = {
  header: [0.05, 0.33, 0.42],
  onHeader: [1, 1, 1],
  text: [0, 0, 0],
  muted: [0.35, 0.35, 0.35],
  footer: [0.92, 0.94, 0.95],
  placeholder: [0.85, 0.87, 0.89],
} as const satisfies Record<string, readonly [number, number, number]>;

export interface CardFace {
  association: string;
  fullName: string;
  nap: string;
  /** Label and value, top to bottom: DPC, type, status, valid until. */
  rows: [label: string, value: string][];
  /** The placeholder's letters when there is no photo. */
  initials: string;
  verificationUrl: string;
}

/** `2027-12-31` → `31 Desember 2027`. */
export function cardDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The words on `card`. */
export function cardFace(card: MemberCard): CardFace {
  const labels = memberLabels.id;
  const words = card.fullName.split(',')[0]!.trim().split(/\s+/);
  return {
    association: card.associationName,
    fullName: card.fullName,
    nap: `${cardLabels.nap} ${formatNap(card.nap)}`,
    rows: [
      [cardLabels.chapter, card.organizationName],
      [cardLabels.type, labels.type[card.membershipType]],
      [cardLabels.status, labels.status[card.membershipStatus]],
      [cardLabels.validUntil, card.validUntil ? cardDate(card.validUntil) : cardLabels.noExpiry],
    ],
    initials: words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join(''),
    verificationUrl: card.verificationUrl,
  };
}

/**
 * The largest size from `size` down to `minSize` at which `text` fits `maxWidth`; at `minSize`
 * the text is cut and ends with "…". `measure` gives the width at a size.
 */
export function fitText(
  text: string,
  options: { size: number; minSize: number; maxWidth: number },
  measure: (text: string, size: number) => number,
): { text: string; size: number } {
  const width = measure(text, options.size);
  if (width <= options.maxWidth) return { text, size: options.size };
  // Rounded down to a tenth, so the proportional size fits despite floating-point error.
  const size = Math.max(options.minSize, Math.floor((options.size * options.maxWidth * 10) / width) / 10);
  if (measure(text, size) <= options.maxWidth) return { text, size };
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`, size) > options.maxWidth) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}…`, size };
}

/** `box` shrunk to the image's proportions and centred (the whole photo shows). */
export function containedIn(box: Box, imageWidth: number, imageHeight: number): Box {
  const scale = Math.min(box.width / imageWidth, box.height / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}
