import fc from 'fast-check';

/**
 * The hostile text both fuzz tests send (the API's, from the OpenAPI document, and the local
 * services'): one list, so that a character found to break one is tried on the other too.
 */

/** Long enough to find a missing length limit. */
export const HUGE = 100_000;
export const NUL = '\u0000';

/** C0 and C1 controls and lone surrogates: no single-line field accepts them (tab, CR and LF, which
 * multi-line text takes, are in UNUSUAL_CHARACTERS). */
export const REFUSED_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c)),
  '\u007f',
  '\u0085',
  '\u009b',
  '\ud800',
  '\udfff',
];

/** Characters a field may well accept but a service must survive: line breaks, bidi override, BOM. */
export const UNUSUAL_CHARACTERS = ['\t', '\n', '\r', '\u202e', '\u2028', '\ufeff'];

/** Text made huge, or all NUL: what a length or character check has to refuse. */
export const HUGE_TEXTS = ['a'.repeat(HUGE), 'é'.repeat(HUGE), NUL.repeat(1000)];

const shortText = fc.string({ maxLength: 12 });

/** NUL or one of `characters` between two short strings. */
export function textAround(characters: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.tuple(shortText, shortText).map(([a, b]) => `${a}${NUL}${b}`),
    fc.tuple(shortText, characters, shortText).map(([a, c, b]) => `${a}${c}${b}`),
  );
}

/** `character` inserted into `value` (as text) at `at`, modulo its length. */
export function poisoned(value: unknown, character: string, at: number): string {
  const text = typeof value === 'string' ? value : String(value);
  const index = at % (text.length + 1);
  return text.slice(0, index) + character + text.slice(index);
}

/** `value` with NUL or one of `characters` inserted somewhere. */
export function poisonedSomewhere(value: unknown, characters: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.oneof(fc.constant(NUL), characters), fc.nat())
    .map(([character, at]) => poisoned(value, character, at));
}

/** JSON nested `depth` deep, as text: what a parser without a depth limit overflows on. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + 'null' + '}'.repeat(depth);
}

/** Bodies no JSON endpoint takes as what it expects: cut off, of another type, or nested too deep. */
export const BROKEN_JSON_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '42',
  NUL,
  deepJson(100_000, 'array'),
  deepJson(10_000, 'object'),
];
