import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authMessages } from '@shared/contracts/auth-messages';
import { newPasswordSchema } from '@shared/contracts/auth';
import { registerRequestSchema } from '@shared/contracts/registration';
import { withConfirmation } from '@/components/form/confirmation';

const MISMATCH = 'Konfirmasi kata sandi tidak sama';

/** The first message per field of a refused parse, as the form shows them. */
function messages(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('withConfirmation (a new password typed twice)', () => {
  const schema = withConfirmation(z.object({ newPassword: newPasswordSchema }), 'newPassword', MISMATCH);

  it('accepts the same password twice and refuses another confirmation on the confirmation', () => {
    expect(schema.safeParse({ newPassword: 'Rahasia#2026', confirmPassword: 'Rahasia#2026' }).success).toBe(true);
    expect(messages(schema, { newPassword: 'Rahasia#2026', confirmPassword: 'Rahasia#2025' })).toEqual({
      confirmPassword: MISMATCH,
    });
  });

  it('says nothing of the confirmation while the password itself is refused', () => {
    expect(messages(schema, { newPassword: 'pendek', confirmPassword: '' })).toEqual({
      newPassword: authMessages.passwordTooShort,
    });
  });

  it("keeps the schema's own rules: the registration's password may not be the email", () => {
    const registration = withConfirmation(registerRequestSchema, 'password', MISMATCH);
    const found = messages(registration, {
      fullName: 'Rina Kartika',
      email: 'rina@contoh.id',
      phoneNumber: '0812 3456 7890',
      registrationType: 'BIASA',
      organizationId: 'b1a7c0de-0000-4000-8000-000000003273',
      password: 'rina@contoh.id',
      confirmPassword: 'lain',
    });
    expect(found).toEqual({ password: authMessages.passwordSameAsIdentity });
  });
});
