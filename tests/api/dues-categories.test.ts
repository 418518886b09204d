// Dues categories through the API (spec §2 "Categories", §7): the list with search, filter, pages
// and summary; add, edit, activate/deactivate and delete by a DPP dues manager only; every change
// in the audit trail; a category with bills is refused deletion with the offer to deactivate it.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  duesMessages,
  type DuesCategory,
  type DuesCategoryList,
} from '../../supabase/functions/_shared/contracts/dues.ts';
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

const valid = { name: 'Iuran Seminar Nasional', amount: 75000, period: 'one_time', description: 'Seminar 2026' };

async function list(token: string, query = ''): Promise<DuesCategoryList> {
  const response = await backend.call('GET', `/dues/categories${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.data as unknown as DuesCategoryList;
}

async function create(body: unknown, token = tokens.superadmin) {
  return backend.call('POST', '/dues/categories', { token, body });
}

async function auditActions(id: string): Promise<string[]> {
  const rows = await db.sql<{ action: string }[]>`
    select action from public.audit_logs where entity = 'dues_categories' and entity_id = ${id} order by id`;
  return rows.map((row) => row.action);
}

describe('GET /dues/categories', () => {
  it('lists every category to the superadmin with the summary tiles, by name, paged', async () => {
    const data = await list(tokens.superadmin, '?limit=2');
    expect(data.summary).toEqual({ total: 4, active: 3, inactive: 1, activeMonthlyAmount: 150000 });
    expect(data.pagination).toEqual({ page: 1, limit: 2, total: 4, pages: 2 });
    expect(data.categories.map((c) => c.name)).toEqual(['Iuran Kongres Nasional', 'Iuran Pengembangan']);
  });

  it('searches by name and filters active and inactive', async () => {
    expect((await list(tokens.superadmin, '?search=tahun')).categories.map((c) => c.name)).toEqual(['Iuran Tahunan']);
    expect((await list(tokens.superadmin, '?status=inactive')).categories.map((c) => c.name)).toEqual([
      'Iuran Kongres Nasional',
    ]);
    expect((await list(tokens.superadmin, '?status=active')).pagination.total).toBe(3);
    expect((await list(tokens.superadmin, '?search=100%25')).categories).toEqual([]);
  });

  it('shows a DPC officer the active categories only, and refuses a member and an anonymous caller', async () => {
    const data = await list(tokens.bandung);
    expect(data.categories.every((c) => c.isActive)).toBe(true);
    expect(data.summary.total).toBe(3);
    expect((await backend.call('GET', '/dues/categories', { token: tokens.anggota })).status).toBe(403);
    expect((await backend.call('GET', '/dues/categories')).status).toBe(401);
  });

  it('refuses an unknown status filter with a 400', async () => {
    const response = await backend.call('GET', '/dues/categories?status=maybe', { token: tokens.superadmin });
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(indonesianText(duesMessages.statusFilterInvalid));
  });
});

describe('POST /dues/categories', () => {
  it.each([
    [{ ...valid, name: '' }, indonesianText(duesMessages.nameRequired)],
    [{ ...valid, name: ' ab ' }, indonesianText(duesMessages.nameLength)],
    [{ ...valid, name: 'x'.repeat(101) }, indonesianText(duesMessages.nameLength)],
    [{ ...valid, amount: 0 }, indonesianText(duesMessages.amountInvalid)],
    [{ ...valid, amount: 100_000_001 }, indonesianText(duesMessages.amountInvalid)],
    [{ ...valid, amount: 1500.5 }, indonesianText(duesMessages.amountInvalid)],
    [{ ...valid, period: 'yearly' }, indonesianText(duesMessages.periodInvalid)],
  ])('refuses %j with a 400 and its message', async (body, message) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('adds an active category (trimmed), audited as dues_categories.insert', async () => {
    const response = await create({ ...valid, name: '  Iuran Musyawarah Wilayah  ', amount: 100_000_000 });
    expect(response.status).toBe(201);
    const { category } = response.body.data as unknown as { category: DuesCategory };
    expect(category).toMatchObject({ name: 'Iuran Musyawarah Wilayah', amount: 100_000_000, isActive: true });
    expect(await auditActions(category.id)).toEqual(['dues_categories.insert']);
  });

  it('refuses a name already used, in any case, with a 409', async () => {
    const response = await create({ ...valid, name: 'iuran POKOK' });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'DUES_CATEGORY_NAME_TAKEN',
      message: errorCatalogue.DUES_CATEGORY_NAME_TAKEN.message,
    });
  });

  it('refuses DPW and DPC officers and a member with a 403, and writes nothing', async () => {
    for (const token of [tokens.dpw, tokens.bandung, tokens.anggota]) {
      const response = await create({ ...valid, name: 'Iuran Tidak Berhak' }, token);
      expect(response.status).toBe(403);
    }
    const [row] = await db.sql`select count(*)::int as n from public.dues_categories where name = 'Iuran Tidak Berhak'`;
    expect(row).toEqual({ n: 0 });
  });
});

describe('PUT and DELETE /dues/categories/{id}', () => {
  it('edits, deactivates and activates a category, each audited under its own action', async () => {
    const created = await create({ ...valid, name: 'Iuran Pelatihan' });
    const { id } = (created.body.data as unknown as { category: DuesCategory }).category;
    const edit = { ...valid, name: 'Iuran Pelatihan Dasar', amount: 80000, period: 'annual', isActive: true };
    const edited = await backend.call('PUT', `/dues/categories/${id}`, { token: tokens.superadmin, body: edit });
    expect(edited.status).toBe(200);
    expect(edited.body.data?.category).toMatchObject({
      name: 'Iuran Pelatihan Dasar',
      amount: 80000,
      period: 'annual',
    });

    const off = await backend.call('PUT', `/dues/categories/${id}`, {
      token: tokens.superadmin,
      body: { ...edit, isActive: false },
    });
    expect(off.body.data?.category).toMatchObject({ isActive: false });
    await backend.call('PUT', `/dues/categories/${id}`, { token: tokens.superadmin, body: edit });
    expect(await auditActions(id)).toEqual([
      'dues_categories.insert',
      'dues_categories.update',
      'dues_categories.deactivate',
      'dues_categories.activate',
    ]);

    const forbidden = await backend.call('PUT', `/dues/categories/${id}`, { token: tokens.bandung, body: edit });
    expect(forbidden.status).toBe(403);
    const taken = await backend.call('PUT', `/dues/categories/${id}`, {
      token: tokens.superadmin,
      body: { ...edit, name: 'Iuran tahunan' },
    });
    expect(taken.status).toBe(409);
  });

  it('answers 404 for a category that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const put = await backend.call('PUT', `/dues/categories/${missing}`, { token: tokens.superadmin, body: valid });
    expect(put.status).toBe(404);
    const del = await backend.call('DELETE', `/dues/categories/${missing}`, { token: tokens.superadmin });
    expect(del.body.error?.code).toBe('DUES_CATEGORY_NOT_FOUND');
  });

  it('deletes a category without bills (audited) and refuses one with bills, offering deactivation', async () => {
    const created = await create({ ...valid, name: 'Iuran Sekali Hapus' });
    const { id } = (created.body.data as unknown as { category: DuesCategory }).category;
    expect((await backend.call('DELETE', `/dues/categories/${id}`, { token: tokens.bandung })).status).toBe(403);
    const deleted = await backend.call('DELETE', `/dues/categories/${id}`, { token: tokens.superadmin });
    expect(deleted.status).toBe(200);
    expect(await auditActions(id)).toEqual(['dues_categories.insert', 'dues_categories.delete']);

    const [pokok] = await db.sql<{ id: string }[]>`select id from public.dues_categories where name = 'Iuran Pokok'`;
    const refused = await backend.call('DELETE', `/dues/categories/${pokok!.id}`, { token: tokens.superadmin });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'DUES_CATEGORY_HAS_BILLS',
      message: errorCatalogue.DUES_CATEGORY_HAS_BILLS.message,
    });
    expect(refused.body.error?.message).toContain('Nonaktifkan');
    const [still] = await db.sql`select count(*)::int as n from public.dues_categories where id = ${pokok!.id}`;
    expect(still).toEqual({ n: 1 });
  });
});
