import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rupiahInFigures } from '@shared/money/amount-in-figures';
import { MAX_AMOUNT_IN_WORDS, rupiahInWords } from '@shared/money/amount-in-words';

/**
 * An independent reader of the words, written as a grammar rather than as the writer's groups of
 * three: it lets the property test check every amount, not only the listed ones.
 */
function wordsToNumber(text: string): number {
  const words = text.split(' ');
  expect(words.pop()).toBe('rupiah');
  const digits = ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
  const scales: Record<string, number> = { juta: 1e6, miliar: 1e9, triliun: 1e12, ribu: 1e3 };
  let total = 0;
  let group = 0;
  let digit = 0;
  for (const word of words) {
    if (digits.includes(word)) digit = digits.indexOf(word);
    else if (word === 'puluh') [group, digit] = [group + digit * 10, 0];
    else if (word === 'belas') [group, digit] = [group + digit + 10, 0];
    else if (word === 'ratus') [group, digit] = [group + digit * 100, 0];
    else if (word === 'sepuluh') group += 10;
    else if (word === 'sebelas') group += 11;
    else if (word === 'seratus') group += 100;
    else if (word === 'seribu') total += 1000;
    else if (word in scales) [total, group, digit] = [total + (group + digit) * scales[word]!, 0, 0];
    else throw new Error(`not a number word: ${word}`);
  }
  return total + group + digit;
}

describe('rupiahInWords', () => {
  it.each([
    [0, 'nol rupiah'],
    [1, 'satu rupiah'],
    [7, 'tujuh rupiah'],
    [10, 'sepuluh rupiah'],
    [11, 'sebelas rupiah'],
    [12, 'dua belas rupiah'],
    [19, 'sembilan belas rupiah'],
    [20, 'dua puluh rupiah'],
    [21, 'dua puluh satu rupiah'],
    [99, 'sembilan puluh sembilan rupiah'],
    [100, 'seratus rupiah'],
    [101, 'seratus satu rupiah'],
    [110, 'seratus sepuluh rupiah'],
    [111, 'seratus sebelas rupiah'],
    [200, 'dua ratus rupiah'],
    [999, 'sembilan ratus sembilan puluh sembilan rupiah'],
    [1000, 'seribu rupiah'],
    [1001, 'seribu satu rupiah'],
    [1100, 'seribu seratus rupiah'],
    [1111, 'seribu seratus sebelas rupiah'],
    [2000, 'dua ribu rupiah'],
    [10_000, 'sepuluh ribu rupiah'],
    [11_000, 'sebelas ribu rupiah'],
    [15_500, 'lima belas ribu lima ratus rupiah'],
    [25_000, 'dua puluh lima ribu rupiah'],
    [100_000, 'seratus ribu rupiah'],
    [101_000, 'seratus satu ribu rupiah'],
    [150_000, 'seratus lima puluh ribu rupiah'],
    [250_000, 'dua ratus lima puluh ribu rupiah'],
    [999_999, 'sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah'],
    [1_000_000, 'satu juta rupiah'],
    [1_001_000, 'satu juta seribu rupiah'],
    [1_200_000, 'satu juta dua ratus ribu rupiah'],
    [10_000_000, 'sepuluh juta rupiah'],
    [21_000_000, 'dua puluh satu juta rupiah'],
    [100_000_000, 'seratus juta rupiah'],
    [111_111_111, 'seratus sebelas juta seratus sebelas ribu seratus sebelas rupiah'],
    [1_000_000_000, 'satu miliar rupiah'],
    [1_000_000_001, 'satu miliar satu rupiah'],
    [2_500_000_000, 'dua miliar lima ratus juta rupiah'],
    [1_000_000_000_000, 'satu triliun rupiah'],
    [1_000_001_000_000, 'satu triliun satu juta rupiah'],
    [12_000_000_001_000, 'dua belas triliun seribu rupiah'],
    [
      MAX_AMOUNT_IN_WORDS,
      'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar ' +
        'sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu ' +
        'sembilan ratus sembilan puluh sembilan rupiah',
    ],
  ])('%i → %s', (amount, words) => {
    expect(rupiahInWords(amount)).toBe(words);
  });

  it('reads back as the amount, for any amount up to 999 triliun', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_IN_WORDS }), (amount) => {
        const words = rupiahInWords(amount);
        expect(words).toMatch(/^[a-z]+( [a-z]+)* rupiah$/);
        // se- and never "satu" before puluh, belas, ratus, nor before ribu when the thousands are one.
        expect(words).not.toMatch(/satu (puluh|belas|ratus)|(^|juta |miliar |triliun )satu ribu/);
        expect(wordsToNumber(words)).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([-1, 0.5, 1_000_000_000_000_000, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (amount) => {
    expect(() => rupiahInWords(amount)).toThrow(RangeError);
  });
});

describe('rupiahInFigures', () => {
  it.each([
    [0, 'Rp0'],
    [999, 'Rp999'],
    [1000, 'Rp1.000'],
    [150_000, 'Rp150.000'],
    [21_000_000, 'Rp21.000.000'],
    [-5000, '-Rp5.000'],
  ])('%i → %s', (amount, figures) => {
    expect(rupiahInFigures(amount)).toBe(figures);
  });

  it('refuses a fraction', () => {
    expect(() => rupiahInFigures(1.5)).toThrow(RangeError);
  });
});
