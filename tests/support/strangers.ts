import type postgres from 'postgres';
import { expect } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { TEST_SITE_URL, type TestBackend } from './backend.ts';

/** A person the seed does not know, as they fill in the registration form. */
export interface Newcomer {
  fullName: string;
  email: string;
  password: string;
  phoneNumber: string;
}

/**
 * The newcomer joins as a real person does: registers in a DPC (Kota Bandung unless told) through
 * `POST /auth/register`, confirms the email from the mail the auth server sent and, given an
 * officer's token, is verified by that officer (a NAP and the first bills).
 */
export async function registerStranger(
  backend: TestBackend,
  sql: postgres.Sql,
  person: Newcomer,
  options: { verifiedBy?: string; bpsCode?: string } = {},
): Promise<{ memberId: string; userId: string }> {
  const [dpc] = await sql<{ id: string }[]>`
    select id from public.organizations where bps_code = ${options.bpsCode ?? '3273'}`;
  const registered = await backend.call('POST', '/auth/register', {
    body: {
      ...person,
      registrationType: 'BIASA',
      organizationId: dpc!.id,
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const link = backend
    .latestMail(person.email)
    ?.HTML.match(new RegExp(`${TEST_SITE_URL}/email-verification\\?token_hash=([^&"]+)`))?.[1];
  expect(link).toBeDefined();
  expect((await backend.call('POST', '/auth/verify-email', { body: { token: link } })).status).toBe(200);
  const [member] = await sql<{ id: string; user_id: string }[]>`
    select id, user_id from public.members where email = ${person.email}`;
  if (options.verifiedBy) {
    const verified = await backend.call('POST', `/members/${member!.id}/verify`, { token: options.verifiedBy });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  }
  return { memberId: member!.id, userId: member!.user_id };
}
