// Applications through the API: a self-registration that matches a NAP holder is flagged in the
// queue, refused a second NAP and linked; reactivation; SIP dates; the REJECTED filter.
import { beforeAll, describe, expect, it } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { memberMessages } from '../../supabase/functions/_shared/contracts/members.ts';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

type Application = { id: string; fullName: string; duplicates: { id: string; nap: string; matchedOn: string[] }[] };

async function bandungLegacyMember() {
  const [row] = await db.sql<{ id: string; nap: string; email: string; phone: string; full_name: string }[]>`
    select m.id, m.nap, m.email, m.phone, m.full_name from public.members m
    join public.organizations o on o.id = m.organization_id
    where o.bps_code = '3273' and m.nap is not null and m.user_id is null and m.email is not null
      and m.membership_status = 'ACTIVE'
    order by m.nap limit 1`;
  return row!;
}

async function queue(token: string): Promise<Application[]> {
  const response = await backend.call('GET', '/members/verification?limit=100', { token });
  expect(response.status).toBe(200);
  return (response.body.data as unknown as { applications: Application[] }).applications;
}

describe('a self-registration by someone who already holds a NAP', () => {
  it('is flagged with the match, refused a second NAP, and linked: the member signs in with the new account', async () => {
    const legacy = await bandungLegacyMember();
    const [dpc] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
    const registered = await backend.call('POST', '/auth/register', {
      body: {
        fullName: legacy.full_name,
        email: legacy.email,
        password: 'Lab0ratorium!',
        phoneNumber: '081299990000',
        registrationType: 'BIASA',
        organizationId: dpc!.id,
        turnstileToken: TURNSTILE_DUMMY_TOKEN,
      },
    });
    expect(registered.status).toBe(201);

    const application = (await queue(tokens.bandung)).find((item) => item.duplicates.length > 0);
    expect(application?.duplicates).toEqual([
      expect.objectContaining({ id: legacy.id, nap: legacy.nap, matchedOn: ['email'] }),
    ]);

    const verify = await backend.call('POST', `/members/${application!.id}/verify`, { token: tokens.bandung });
    expect(verify.status).toBe(409);
    expect(verify.body.error).toEqual({
      code: 'APPLICATION_DUPLICATE',
      message: errorCatalogue.APPLICATION_DUPLICATE.message,
    });
    const [napHolders] =
      await db.sql`select count(*)::int as n from public.members where lower(email) = ${legacy.email} and nap is not null`;
    expect(napHolders).toEqual({ n: 1 });

    // The Surabaya officer cannot resolve a Bandung application.
    const outsider = await backend.call('POST', `/members/${application!.id}/link`, {
      token: tokens.surabaya,
      body: { memberId: legacy.id },
    });
    expect([403, 404]).toContain(outsider.status);
    const badBody = await backend.call('POST', `/members/${application!.id}/link`, { token: tokens.bandung, body: {} });
    expect(badBody.status).toBe(400);
    expect(badBody.body.error?.message).toBe(indonesianText(memberMessages.linkTargetRequired));

    const linked = await backend.call('POST', `/members/${application!.id}/link`, {
      token: tokens.bandung,
      body: { memberId: legacy.id },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data?.member).toMatchObject({ id: legacy.id, nap: legacy.nap, hasLogin: true });
    expect((await queue(tokens.bandung)).some((item) => item.id === application!.id)).toBe(false);
    const [owner] = await db.sql`
      select u.email from public.members m join auth.users u on u.id = m.user_id where m.id = ${legacy.id}`;
    expect(owner).toEqual({ email: legacy.email });
  });
});

describe('POST /members/{id}/activate', () => {
  it('brings a deactivated member back with a required reason; the detail offers it only when allowed', async () => {
    const [member] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'INACTIVE' and m.nap is not null limit 1`;
    const detail = await backend.call('GET', `/members/${member!.id}`, { token: tokens.bandung });
    expect(detail.body.data?.actions).toMatchObject({ activate: true, deactivate: false });

    const noReason = await backend.call('POST', `/members/${member!.id}/activate`, {
      token: tokens.bandung,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.message).toBe(indonesianText(memberMessages.reasonRequired));
    expect(
      (
        await backend.call('POST', `/members/${member!.id}/activate`, {
          token: tokens.surabaya,
          body: { reason: 'Aktif lagi' },
        })
      ).status,
    ).toBe(403);

    const activated = await backend.call('POST', `/members/${member!.id}/activate`, {
      token: tokens.bandung,
      body: { reason: 'Iuran sudah dilunasi' },
    });
    expect(activated.status).toBe(200);
    expect(activated.body.data?.member).toMatchObject({
      membershipStatus: 'ACTIVE',
      statusReason: 'Iuran sudah dilunasi',
    });
    const again = await backend.call('POST', `/members/${member!.id}/activate`, {
      token: tokens.bandung,
      body: { reason: 'Lagi' },
    });
    expect(again.status).toBe(409);
    const after = await backend.call('GET', `/members/${member!.id}`, { token: tokens.bandung });
    expect(after.body.data?.actions).toMatchObject({ activate: false, deactivate: true });
  });
});

describe('SIP dates on an officer edit', () => {
  it('refuses an expiry without a SIP number in Indonesian, and records a past expiry', async () => {
    const [member] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'ACTIVE' and m.sip_number is null limit 1`;
    for (const body of [{ sipExpiryDate: '2031-01-01' }, { sipNumber: '', sipExpiryDate: '2031-01-01' }]) {
      const refused = await backend.call('PATCH', `/members/${member!.id}`, { token: tokens.bandung, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error?.message).toBe(indonesianText(memberMessages.sipNumberRequired));
    }
    const lapsed = await backend.call('PATCH', `/members/${member!.id}`, {
      token: tokens.bandung,
      body: { sipNumber: '503/12/SIP-ATLM/2019', sipExpiryDate: '2024-01-31' },
    });
    expect(lapsed.status).toBe(200);
    expect(lapsed.body.data?.member).toMatchObject({ sipExpiryDate: '2024-01-31' });
  });
});

describe('rejected applications', () => {
  it('have their own status and filter, apart from lapsed members', async () => {
    const [pending] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'PENDING' limit 1`;
    const rejected = await backend.call('POST', `/members/${pending!.id}/reject`, {
      token: tokens.bandung,
      body: { reason: 'Dokumen STR tidak terbaca' },
    });
    expect(rejected.body.data?.member).toMatchObject({
      membershipStatus: 'REJECTED',
      nap: null,
    });
    const list = await backend.call('GET', '/members?status=REJECTED', { token: tokens.bandung });
    const members = (list.body.data as unknown as { members: { id: string; membershipStatus: string }[] }).members;
    expect(members.map((m) => m.id)).toContain(pending!.id);
    expect(new Set(members.map((m) => m.membershipStatus))).toEqual(new Set(['REJECTED']));
    const inactive = await backend.call('GET', '/members?status=INACTIVE&limit=100', { token: tokens.bandung });
    expect((inactive.body.data as unknown as { members: { id: string }[] }).members.map((m) => m.id)).not.toContain(
      pending!.id,
    );
  });
});
