// A refused input answers 400 VALIDATION_ERROR with the Indonesian message (spec §8) and, for
// every problem, its translation key and values, so the web app can show it in the reader's
// language (issue 25). The Indonesian text comes from the same locale file the web app reads.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../supabase/functions/_shared/envelope.ts';
import idValidation from '../../supabase/functions/_shared/locales/id/validation.json';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

describe('a refused input', () => {
  it('names the key and values of its message beside the Indonesian sentence', async () => {
    const response = await backend.call('GET', '/members?page=0', { token: tokens.bandung });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Nomor halaman harus bilangan bulat antara 1 dan 100.000.',
      key: 'validation:input.pageInvalid',
      params: { max: 100_000 },
      issues: [
        {
          path: ['page'],
          message: 'Nomor halaman harus bilangan bulat antara 1 dan 100.000.',
          key: 'validation:input.pageInvalid',
          params: { max: 100_000 },
        },
      ],
    });
    expect(idValidation.input.pageInvalid).toBe('Nomor halaman harus bilangan bulat antara 1 dan {{max, number}}.');
  });

  it('lists every problem of a body, each with its key, the first one as the message', async () => {
    const response = await backend.call('PUT', '/profile/preferences', {
      token: tokens.anggota,
      body: {
        emailNotifications: true,
        smsNotifications: false,
        whatsappNotifications: true,
        paymentReminders: true,
        membershipUpdates: true,
        loginNotifications: true,
        language: 'fr',
        theme: 'blue',
        timezone: 'Asia/Jakarta',
        dateFormat: 'dd/mm/yyyy',
      },
    });
    expect(response.status).toBe(400);
    const error = response.body.error as ApiErrorBody;
    expect(error.issues).toEqual([
      {
        path: ['language'],
        message: 'Bahasa harus Indonesia (id) atau English (en)',
        key: 'validation:preferences.languageInvalid',
      },
      {
        path: ['theme'],
        message: 'Tema harus terang, gelap atau mengikuti sistem',
        key: 'validation:preferences.themeInvalid',
      },
    ]);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: error.issues![0]!.message,
      key: error.issues![0]!.key,
    });
  });

  it('maps zod’s own issues to keys too, rendered in Indonesian', async () => {
    const response = await backend.call('POST', '/auth/refresh', { body: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Nilai tidak valid: diharapkan object',
      key: 'validation:zod.invalidType',
      params: { expected: 'object' },
    });
  });
});
