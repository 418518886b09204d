/**
 * Whole rupiah in Indonesian words, as written on a receipt's "terbilang" line:
 * 150000 → "seratus lima puluh ribu rupiah".
 */

/** The largest amount with words: 999 triliun and change (the next scale, kuadriliun, is never a payment). */
export const MAX_AMOUNT_IN_WORDS = 999_999_999_999_999;

const DIGITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'] as const;

// Groups of three digits, from the units up. "seribu" (not "satu ribu") is the only scale word
// that takes the se- prefix; "satu juta", "satu miliar", "satu triliun".
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun'] as const;

/** 1..999 in words. */
function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push('seratus');
  else if (hundreds > 1) words.push(DIGITS[hundreds]!, 'ratus');
  if (rest === 10) words.push('sepuluh');
  else if (rest === 11) words.push('sebelas');
  else if (rest > 11 && rest < 20) words.push(DIGITS[rest - 10]!, 'belas');
  else if (rest >= 20) {
    words.push(DIGITS[Math.floor(rest / 10)]!, 'puluh');
    if (rest % 10 > 0) words.push(DIGITS[rest % 10]!);
  } else if (rest > 0) words.push(DIGITS[rest]!);
  return words;
}

/** An amount of whole rupiah, 0..`MAX_AMOUNT_IN_WORDS`, in lower-case Indonesian words. */
export function rupiahInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`rupiahInWords takes a whole number of rupiah from 0 to ${MAX_AMOUNT_IN_WORDS}: ${n}`);
  }
  if (n === 0) return 'nol rupiah';
  // Exact integer steps (a safe integer stays exact under % and division by 1000 of a multiple).
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = (rest - (rest % 1000)) / 1000) groups.push(rest % 1000);
  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale]!;
    if (group === 0) continue;
    if (group === 1 && scale === 1) words.push('seribu');
    else words.push(...belowThousand(group), SCALES[scale]!);
  }
  return `${words.filter(Boolean).join(' ')} rupiah`;
}
