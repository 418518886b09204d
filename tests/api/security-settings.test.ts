// The officers' two-factor rule through the API (issue 13 §5, decision 0032): every signed-in user
// reads it; only SUPER_ADMIN changes it, turning it on only from an aal2 session; audited.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { useBackend } from '../support/backend.ts';
import { signInAtAal2, signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

const put = (token: string, body: unknown) => backend.call('PUT', '/security-settings', { token, body });

async function stored(): Promise<boolean> {
  const [row] = await db.sql<
    { required: boolean }[]
  >`select officer_aal2_required as required from public.security_settings`;
  return row!.required;
}

describe('GET /security-settings', () => {
  it('shows every signed-in user the rule (off by default) and refuses an anonymous caller', async () => {
    for (const token of [tokens.anggota, tokens.bandung, tokens.superadmin]) {
      const response = await backend.call('GET', '/security-settings', { token });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ officerAal2Required: false, updatedAt: expect.any(String) });
    }
    expect((await backend.call('GET', '/security-settings')).status).toBe(401);
  });
});

describe('PUT /security-settings', () => {
  it('refuses anyone but SUPER_ADMIN with a 403, and changes nothing', async () => {
    for (const token of [tokens.anggota, tokens.bandung, tokens.dpw]) {
      const response = await put(token, { officerAal2Required: false });
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({ code: 'FORBIDDEN', message: errorCatalogue.FORBIDDEN.message });
    }
    expect((await backend.call('PUT', '/security-settings', { body: { officerAal2Required: true } })).status).toBe(401);
    expect(await stored()).toBe(false);
  });

  it('refuses an invalid body with a 400', async () => {
    for (const body of [{}, { officerAal2Required: 'ya' }, { officerAal2Required: true, extra: 1 }]) {
      expect((await put(tokens.superadmin, body)).status).toBe(400);
    }
  });

  it('refuses to turn it on from SUPER_ADMIN’s aal1 session, saying why', async () => {
    const response = await put(tokens.superadmin, { officerAal2Required: true });
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({
      code: 'AAL2_SESSION_REQUIRED',
      message: errorCatalogue.AAL2_SESSION_REQUIRED.message,
    });
    expect(await stored()).toBe(false);
  });

  it('turns it on and off from an aal2 session, each change in the audit trail', async () => {
    const token = await signInAtAal2(backend, 'superadmin@simk.test');
    const on = await put(token, { officerAal2Required: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data).toEqual({ officerAal2Required: true, updatedAt: expect.any(String) });
    expect(await stored()).toBe(true);

    // An officer at aal1 now reads the rule and is refused its changes with the explanation.
    const refused = await put(tokens.bandung, { officerAal2Required: false });
    expect(refused.status).toBe(403);
    expect((refused.body.error as { code: string }).code).toBe('AAL2_REQUIRED');

    const off = await put(token, { officerAal2Required: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ officerAal2Required: false, updatedAt: expect.any(String) });

    const audit = await db.sql<{ required: boolean }[]>`
      select (after ->> 'officer_aal2_required')::boolean as required
        from public.audit_logs where action = 'security_settings.update' order by id`;
    expect(audit.map((row) => row.required)).toEqual([true, false]);
  });
});
