import { describe, expect, it } from 'vitest';
import { readSupabaseConfig } from '../../local/supabase-config.ts';
import { newPasswordSchema } from '../../supabase/functions/_shared/contracts/auth.ts';
import {
  PASSWORD_MIN_LENGTH,
  passwordBytes,
  passwordProblem,
} from '../../supabase/functions/_shared/contracts/password-policy.ts';

describe('the password rule', () => {
  it('is what supabase/config.toml tells hosted Supabase Auth', () => {
    const auth = readSupabaseConfig().auth!;
    expect(auth.minimum_password_length).toBe(PASSWORD_MIN_LENGTH);
    expect(auth.password_requirements).toBe('');
  });

  it.each([
    ['Lab0ratorium!', null],
    ['pendek', 'too_short'],
    ['password', 'common'],
    ['PassWord123', 'common'],
    ['12345678', 'common'],
    ['87654321', 'common'],
    ['abcdefgh', 'common'],
    ['        ', 'common'],
    ['zzzzzzzzzz', 'common'],
    ['abcabcabc', 'common'],
    ['Simk#Demo2026', 'common'],
    ['bismillah123', 'common'],
    [`a${'é'.repeat(36)}`, 'too_long'],
    [`Lab#${'é'.repeat(34)}`, null],
    ['😀😀😀😀', 'too_short'],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
    expect(newPasswordSchema.safeParse(password).success).toBe(problem === null);
  });

  it('counts bytes as bcrypt does', () => {
    expect(passwordBytes('é')).toBe(2);
    expect(passwordBytes('😀')).toBe(4);
    expect(passwordBytes(`Lab#${'é'.repeat(34)}`)).toBe(72);
  });
});
