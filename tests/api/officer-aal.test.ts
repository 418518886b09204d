// When SUPER_ADMIN requires aal2 for officers, the API refuses an officer's change from an aal1
// session with a 403 that says why, and accepts it once the session passed the authenticator code
// (Supabase Auth MFA through supabase-js, as the web app does it).
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInAtAal2 } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);

let memberId: string;

beforeAll(async () => {
  const [member] = await db.sql<{ id: string }[]>`
    select m.id from public.members m join public.organizations o on o.id = m.organization_id
     where o.bps_code = '3273' and m.user_id is null order by m.id limit 1`;
  memberId = member!.id;
  const [admin] = await db.sql<{ id: string }[]>`select id from auth.users where email = 'superadmin@simk.test'`;
  await asCaller(
    db.sql,
    { role: 'authenticated', claims: { sub: admin!.id, role: 'authenticated', aal: 'aal2' } },
    (tx) => tx`select public.set_officer_aal2_required(true)`,
  );
});

describe('officer writes when aal2 is required', () => {
  it('refuses an aal1 officer’s change with a 403 that explains the second factor; reading still works', async () => {
    const { accessToken } = await signIn(backend, 'dpc.bandung@simk.test');
    const read = await backend.call('GET', `/members/${memberId}`, { token: accessToken });
    expect(read.status).toBe(200);
    const write = await backend.call('PATCH', `/members/${memberId}`, {
      token: accessToken,
      body: { workplace: 'RS Uji AAL' },
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({
      success: false,
      error: { code: 'AAL2_REQUIRED', message: errorCatalogue.AAL2_REQUIRED.message },
    });
  });

  it('accepts the same change from an aal2 session', async () => {
    const token = await signInAtAal2(backend, 'dpc.bandung@simk.test');
    const write = await backend.call('PATCH', `/members/${memberId}`, { token, body: { workplace: 'RS Uji AAL' } });
    expect(write.status, JSON.stringify(write.body)).toBe(200);
  });

  it('does not touch a member’s own changes at aal1', async () => {
    const { accessToken } = await signIn(backend, 'anggota@simk.test');
    const write = await backend.call('PATCH', '/profile', { token: accessToken, body: { workplace: 'RS Anggota' } });
    expect(write.status, JSON.stringify(write.body)).toBe(200);
  });
});
