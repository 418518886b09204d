/**
 * The association SIMK serves: its name and logo, the one home for both. The web app (the
 * on-screen member card, the card image) and the API (receipt and card PDFs) read them from here;
 * `public/favicon.svg` is the same logo (tests/unit/association.test.ts keeps them equal).
 */
export const association = {
  name: 'Persatuan Ahli Teknologi Laboratorium Medik Indonesia',
  shortName: 'PATELKI',
} as const;

/**
 * The logo as vector paths in a 32 × 32 box (SVG coordinates, origin top left): a white flask on a
 * rounded teal square. Drawn as paths, so a PDF grows by a few hundred bytes, not by an image.
 */
export const associationLogo = {
  size: 32,
  /** Filled with `background`. */
  square: 'M7 0H25A7 7 0 0 1 32 7V25A7 7 0 0 1 25 32H7A7 7 0 0 1 0 25V7A7 7 0 0 1 7 0Z',
  background: '#0b565d',
  /** Stroked with `ink`, `strokeWidth` wide, round caps and joins. */
  strokes: ['M13 7H19M14 7V13.2L8.6 22.4A1.7 1.7 0 0 0 10 25H22A1.7 1.7 0 0 0 23.4 22.4L18 13.2V7', 'M11.5 19H20.5'],
  ink: '#ffffff',
  strokeWidth: 2,
} as const;
