// The audit viewer and /debug through the API (issue 28 §2, §5): a stranger verified by a DPC
// officer appears with a readable before/after; filters, keyset pages, the CSV and its cap; who is
// refused; and /system/debug for SUPER_ADMIN only, with nothing secret in it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SystemDebug } from '../../supabase/functions/_shared/contracts/system-debug.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let stranger: { memberId: string; userId: string; token: string };

interface Entry {
  id: string;
  action: string;
  entityId: string | null;
  actorName: string | null;
  organizationName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const list = async (token: string, query: string) => {
  const response = await backend.call('GET', `/audit/entries?${query}`, { token });
  return { ...response, data: response.body.data as { entries: Entry[]; nextCursor: string | null } };
};

const download = (token: string | undefined, query: string) =>
  fetch(`${backend.api}/audit/entries/export?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const person = {
    fullName: 'Rahma Audit Saksama',
    email: 'rahma.audit@contoh.test',
    password: 'Sandi-Audit-2026!',
    phoneNumber: '+6281234500028',
  };
  const joined = await registerStranger(backend, db.sql, person, { verifiedBy: tokens.bandung });
  stranger = { ...joined, token: (await signIn(backend, person.email, person.password)).accessToken };
});

describe('GET /audit/entries', () => {
  it('shows SUPER_ADMIN the DPC officer’s verification of a stranger, before and after', async () => {
    const { status, data } = await list(tokens.superadmin, 'action=members.verify');
    expect(status).toBe(200);
    const entry = data.entries.find((candidate) => candidate.entityId === stranger.memberId);
    expect(entry).toMatchObject({ action: 'members.verify', organizationName: 'Kota Bandung' });
    expect(entry!.actorName).toEqual(expect.any(String));
    expect(entry!.before).toMatchObject({ membership_status: 'PENDING', nap: null });
    expect(entry!.after).toMatchObject({ membership_status: 'ACTIVE', full_name: 'Rahma Audit Saksama' });
  });

  it('filters by actor (name or email), organization and date range', async () => {
    const [bandung] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
    const [surabaya] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3578'`;
    const byActor = await list(tokens.superadmin, 'actor=dpc.bandung%40simk.test&action=members.verify');
    expect(byActor.data.entries.map((entry) => entry.entityId)).toContain(stranger.memberId);
    const byOther = await list(tokens.superadmin, 'actor=dpc.surabaya%40simk.test&action=members.verify');
    expect(byOther.data.entries.map((entry) => entry.entityId)).not.toContain(stranger.memberId);
    const inBandung = await list(tokens.superadmin, `organizationId=${bandung!.id}&action=members.verify`);
    expect(inBandung.data.entries.map((entry) => entry.entityId)).toContain(stranger.memberId);
    const inSurabaya = await list(tokens.superadmin, `organizationId=${surabaya!.id}&action=members.verify`);
    expect(inSurabaya.data.entries.map((entry) => entry.entityId)).not.toContain(stranger.memberId);
    const [{ day } = { day: '' }] = await db.sql<{ day: string }[]>`
      select to_char(created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as day from public.audit_logs
      where action = 'members.verify' and entity_id = ${stranger.memberId}`;
    const thatDay = await list(tokens.superadmin, `from=${day}&to=${day}&action=members.verify`);
    expect(thatDay.data.entries.map((entry) => entry.entityId)).toContain(stranger.memberId);
    const before = await list(tokens.superadmin, `to=2000-01-01&action=members.verify`);
    expect(before.data.entries).toEqual([]);
  });

  it('pages by keyset: the next page starts after the cursor, without overlap', async () => {
    const first = await list(tokens.superadmin, 'entity=members&limit=3');
    expect(first.data.entries).toHaveLength(3);
    expect(first.data.nextCursor).toBe(first.data.entries[2]!.id);
    const second = await list(tokens.superadmin, `entity=members&limit=3&cursor=${first.data.nextCursor}`);
    const both = [...first.data.entries, ...second.data.entries].map((entry) => Number(entry.id));
    expect(new Set(both).size).toBe(6);
    expect(Math.min(...first.data.entries.map((entry) => Number(entry.id)))).toBeGreaterThan(
      Math.max(...second.data.entries.map((entry) => Number(entry.id))),
    );
  });

  it('refuses bad input with a clear Indonesian message', async () => {
    for (const query of [
      'cursor=abc',
      'cursor=0',
      'action=DROP',
      'entity=members;',
      'organizationId=x',
      'from=2026-13-01',
      'limit=500',
    ]) {
      const response = await backend.call('GET', `/audit/entries?${query}`, { token: tokens.superadmin });
      expect(response.status, query).toBe(400);
      expect(response.body.error?.code).toBe('VALIDATION_ERROR');
    }
    const range = await backend.call('GET', '/audit/entries?from=2026-02-02&to=2026-02-01', {
      token: tokens.superadmin,
    });
    expect(range.status).toBe(400);
    expect(JSON.stringify(range.body.error)).toContain('Tanggal awal tidak boleh setelah tanggal akhir.');
  });

  it('refuses the stranger, officers without system.view_audit (403) and anon (401)', async () => {
    for (const token of [stranger.token, tokens.anggota, tokens.bandung, tokens.dpw]) {
      const response = await backend.call('GET', '/audit/entries', { token });
      expect(response.status).toBe(403);
      expect(response.body.error?.code).toBe('FORBIDDEN');
      expect((await download(token, '')).status).toBe(403);
    }
    expect((await backend.call('GET', '/audit/entries')).status).toBe(401);
    expect((await download(undefined, '')).status).toBe(401);
  });
});

describe('GET /audit/entries/export', () => {
  it('streams the filter as CSV with Indonesian headers and field-by-field changes', async () => {
    const response = await download(tokens.superadmin, 'action=members.verify');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/jejak-audit-\d{8}\.csv/);
    const text = await response.text();
    const lines = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Waktu (WIB),Aksi,Kode Aksi,Entitas,ID Entitas,Pelaku,Peran Basis Data,Organisasi,Perubahan');
    expect(lines.length - 1).toBe(Number(response.headers.get('x-total-count')));
    const row = lines.find((line) => line.includes(stranger.memberId));
    expect(row).toContain('Anggota diverifikasi');
    expect(row).toContain('Status keanggotaan: PENDING → ACTIVE');
  });

  it('writes English headers and labels when asked', async () => {
    const text = await (await download(tokens.superadmin, 'action=members.verify&lang=en')).text();
    expect(text).toContain('Time (WIB),Action,Action Code');
    expect(text).toContain('Membership status: PENDING → ACTIVE');
  });

  it('refuses more than 100,000 rows before the first byte, naming the cap', async () => {
    await db.sql`
      insert into public.audit_logs (action, entity, after)
      select 'test.bulk', 'members', jsonb_build_object('n', g) from generate_series(1, 100001) g`;
    const response = await download(tokens.superadmin, 'action=test.bulk');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain('Persempit filter');
    const fits = await download(tokens.superadmin, 'action=test.bulk&to=2000-01-01');
    expect(fits.status).toBe(200);
    expect(await fits.text()).toContain('Waktu (WIB)');
  });
});

describe('GET /system/debug', () => {
  it('gives SUPER_ADMIN versions, migration level, services, outbox, daily job and storage', async () => {
    await db.sql`select * from private.run_daily_dues()`;
    const response = await backend.call('GET', '/system/debug', { token: tokens.superadmin });
    expect(response.status).toBe(200);
    const data = response.body.data as unknown as SystemDebug;
    expect(data).toMatchObject({
      versions: { app: expect.any(String), postgres: expect.stringMatching(/^\d+/) },
      outbox: { queued: expect.any(Number), failed: expect.any(Number) },
      dailyJob: { scheduler: 'local' },
    });
    expect(data.services).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'api', status: 'up' }),
        expect.objectContaining({ name: 'database', status: 'up' }),
        expect.objectContaining({ name: 'auth', status: 'up' }),
      ]),
    );
    expect(data.dailyJob.runs.length).toBeGreaterThan(0);
    expect(data.storage.map((bucket) => bucket.bucket)).toContain('member-documents');
  });

  it('shows nothing secret: no keys, tokens, database URLs or credentials', async () => {
    const response = await backend.call('GET', '/system/debug', { token: tokens.superadmin });
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+/); // a JWT (anon or service-role key)
    expect(text).not.toMatch(/postgres(ql)?:\/\//);
    expect(text).not.toMatch(/https?:\/\//);
    expect(text).not.toMatch(/secret|password|api_?key/i);
  });

  it('refuses everyone else: the stranger, members and officers (403), anon (401)', async () => {
    for (const token of [stranger.token, tokens.anggota, tokens.bandung, tokens.dpw]) {
      const response = await backend.call('GET', '/system/debug', { token });
      expect(response.status).toBe(403);
      expect(response.body.error?.code).toBe('FORBIDDEN');
    }
    expect((await backend.call('GET', '/system/debug')).status).toBe(401);
  });
});
