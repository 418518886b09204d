import { describe, expect, it } from 'vitest';
import {
  boundedInt,
  inputMessages,
  nameText,
  opaqueToken,
  pageNumber,
  PG_INT4_MAX,
  text,
} from '../../supabase/functions/_shared/contracts/primitives.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text', () => {
  const line = text({ max: 20 });
  const lines = text({ max: 10, multiline: true });

  it('refuses NUL, other control characters, lone surrogates and line separators on one line', () => {
    for (const value of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\tb', 'a\nb', 'a\u0085', '\ud800', 'a\u2028b']) {
      expect(firstMessage(line.safeParse(value)), JSON.stringify(value)).toBe(inputMessages.controlCharacters);
    }
  });

  it('allows tab and line breaks, and nothing else, in a multi-line field', () => {
    expect(lines.safeParse('a\tb\r\nc').success).toBe(true);
    expect(firstMessage(lines.safeParse('a\n\u0000'))).toBe(inputMessages.controlCharacters);
  });

  it('accepts letters of any script, accents and emoji, up to the maximum', () => {
    for (const value of ['Siti Nurhaliza', 'Zoë Ñúñez', '李小龍', 'Budi 👍'])
      expect(line.safeParse(value).success).toBe(true);
    expect(firstMessage(line.safeParse('a'.repeat(21)))).toBe(inputMessages.tooLong(20));
  });
});

describe('nameText', () => {
  it('also refuses bidirectional overrides', () => {
    expect(firstMessage(nameText({ max: 50 }).safeParse('Budi\u202eosotnaS'))).toBe(inputMessages.controlCharacters);
  });
});

describe('opaqueToken', () => {
  it('takes visible ASCII only, bounded', () => {
    expect(opaqueToken().safeParse('XXXX.DUMMY.TOKEN.XXXX').success).toBe(true);
    for (const value of ['', 'a b', 'a\u0000', 'é', 'a'.repeat(2049)]) {
      expect(firstMessage(opaqueToken().safeParse(value)), value.slice(0, 10)).toBe(inputMessages.tokenInvalid);
    }
  });
});

describe('integers', () => {
  it('keeps a page within 1..100,000 and a bounded integer within int4', () => {
    expect(pageNumber().parse(undefined)).toBe(1);
    expect(pageNumber().parse('7')).toBe(7);
    for (const value of ['0', '-1', '1.5', '100001', '2147483648', '1e400', 'abc', '']) {
      expect(firstMessage(pageNumber().safeParse(value)), value).toBe(inputMessages.pageInvalid);
    }
    const wide = boundedInt({ min: 0, max: Number.MAX_SAFE_INTEGER });
    expect(wide.safeParse(String(PG_INT4_MAX)).success).toBe(true);
    expect(wide.safeParse(String(PG_INT4_MAX + 1)).success).toBe(false);
  });
});
