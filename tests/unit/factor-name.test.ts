import { describe, expect, it } from 'vitest';
import { nextFactorName } from '@/features/settings/security/factor-name';

describe('nextFactorName', () => {
  it('takes the base name, else the first free number, even after a removal left a gap', () => {
    expect(nextFactorName('Aplikasi autentikator', [])).toBe('Aplikasi autentikator');
    expect(nextFactorName('Aplikasi autentikator', ['Aplikasi autentikator'])).toBe('Aplikasi autentikator 2');
    // The first authenticator was removed; the second keeps its name.
    expect(nextFactorName('Aplikasi autentikator', ['Aplikasi autentikator 2'])).toBe('Aplikasi autentikator');
    expect(
      nextFactorName('Aplikasi autentikator', ['Aplikasi autentikator', 'Aplikasi autentikator 2', undefined]),
    ).toBe('Aplikasi autentikator 3');
  });
});
