import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { duesMessages, type DuesCategory, type DuesCategoryList } from '@shared/contracts/dues';
import { errorCatalogue } from '@shared/errors';
import DuesCategoriesPage from '@/features/dues/routes/dues-categories-page';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

function category(index: number, overrides: Partial<DuesCategory> = {}): DuesCategory {
  return {
    id: `00000000-0000-4000-8000-00000000000${index}`,
    name: `Iuran ${index}`,
    amount: 150000,
    period: 'monthly',
    description: null,
    isActive: true,
    lastUpdated: '2026-11-01T03:00:00.000Z',
    ...overrides,
  };
}

const pokok = category(1, { name: 'Iuran Pokok', description: 'Iuran bulanan wajib' });
const kongres = category(2, { name: 'Iuran Kongres', amount: 250000, period: 'one_time', isActive: false });

function listOf(categories: DuesCategory[]): DuesCategoryList {
  const active = categories.filter((c) => c.isActive).length;
  return {
    categories,
    summary: { total: categories.length, active, inactive: categories.length - active, activeMonthlyAmount: 150000 },
    pagination: { page: 1, limit: 10, total: categories.length, pages: categories.length ? 1 : 0 },
  };
}

const render = () =>
  renderFeature(<DuesCategoriesPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/dues/management' });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['payments.view', 'dues.manage'] }));
  api.routes.set('GET /dues/categories', ok(listOf([pokok, kongres])));
  api.routes.set('GET /dues/settings', ok({ splitRules: [], graceDays: 30 }));
  api.routes.set(
    'GET /dues/reminder-schedule',
    ok({
      organizationId: '00000000-0000-4000-8000-000000000001',
      organizationName: 'DPP',
      days: [-3, 0, 7, 30],
      source: 'default',
      hasOwn: false,
      canEdit: false,
    }),
  );
});

describe('the dues categories screen', () => {
  it('shows skeleton tiles while loading, then the summary and the table', async () => {
    api.routes.set('GET /dues/categories', { ...ok(listOf([pokok, kongres])), delayMs: 300 });
    render();
    expect((await screen.findAllByTestId(/^dues-summary-\w+-loading$/)).length).toBe(4);
    const rows = await screen.findAllByTestId('dues-category-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Iuran PokokIuran bulanan wajib',
      'Iuran Kongres',
    ]);
    expect(within(rows[1]!).getByText('Nonaktif')).toBeTruthy();
    expect(within(rows[1]!).getByText('Sekali bayar')).toBeTruthy();
    expect(screen.getByTestId('dues-summary-total').textContent).toContain('2');
    expect(screen.getByTestId('dues-summary-inactive').textContent).toContain('1');
  });

  it('sends the search and the active filter to the API', async () => {
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('dues-category-row');
    await user.type(screen.getByLabelText('Cari kategori iuran'), 'pokok');
    await waitFor(() => expect(api.requests.some((r) => r.search.includes('search=pokok'))).toBe(true));
    await user.selectOptions(screen.getByLabelText('Filter status kategori'), 'inactive');
    await waitFor(() => expect(api.requests.some((r) => r.search.includes('status=inactive'))).toBe(true));
  });

  it('adds a category after checking the form with the API schema', async () => {
    const user = userEvent.setup();
    let posted: unknown;
    api.routes.set('POST /dues/categories', (request) => {
      posted = JSON.parse(request.body);
      return { status: 201, body: { success: true, data: { category: category(3, { name: 'Iuran Seminar' }) } } };
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Tambah Kategori' }));
    const form = await screen.findByTestId('dues-category-form');
    await user.type(within(form).getByLabelText(/Nama kategori/), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText(indonesianText(duesMessages.nameLength))).toBeTruthy();
    expect(within(form).getByText(indonesianText(duesMessages.amountInvalid))).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/Nama kategori/));
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText(/Nama kategori/));
    await user.type(within(form).getByLabelText(/Nama kategori/), 'Iuran Seminar');
    await user.type(within(form).getByLabelText(/Nominal/), '75.000');
    await user.selectOptions(within(form).getByLabelText(/Periode/), 'one_time');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByTestId('dues-notice')).textContent).toContain('Kategori Iuran Seminar ditambahkan.');
    expect(posted).toEqual({
      name: 'Iuran Seminar',
      amount: 75000,
      period: 'one_time',
      description: null,
      isActive: true,
    });
  });

  it('shows the taken-name refusal on the name field', async () => {
    const user = userEvent.setup();
    const taken = errorCatalogue.DUES_CATEGORY_NAME_TAKEN.message;
    api.routes.set('PUT /dues/categories/' + pokok.id, fail(409, 'DUES_CATEGORY_NAME_TAKEN', taken));
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Iuran Pokok' }));
    const form = await screen.findByTestId('dues-category-form');
    expect((within(form).getByLabelText(/Nominal/) as HTMLInputElement).value).toBe('150000');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText(taken)).toBeTruthy();
  });

  it('deactivates after confirmation, sending the category with the active flag off', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    api.routes.set('PUT /dues/categories/' + pokok.id, (request) => {
      sent = JSON.parse(request.body);
      return ok({ category: { ...pokok, isActive: false } });
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Nonaktifkan Iuran Pokok' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/tidak akan menerbitkan tagihan baru/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect((await screen.findByTestId('dues-notice')).textContent).toContain('Kategori Iuran Pokok dinonaktifkan.');
    expect(sent).toEqual({
      name: 'Iuran Pokok',
      amount: 150000,
      period: 'monthly',
      description: 'Iuran bulanan wajib',
      isActive: false,
    });
  });

  it('refuses deleting a billed category and offers to deactivate it instead', async () => {
    const user = userEvent.setup();
    const refusal = errorCatalogue.DUES_CATEGORY_HAS_BILLS.message;
    api.routes.set('DELETE /dues/categories/' + pokok.id, fail(409, 'DUES_CATEGORY_HAS_BILLS', refusal));
    api.routes.set('PUT /dues/categories/' + pokok.id, ok({ category: { ...pokok, isActive: false } }));
    render();
    await user.click(await screen.findByRole('button', { name: 'Hapus Iuran Pokok' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect((await within(dialog).findByTestId('confirm-error')).textContent).toContain(refusal);
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan kategori ini' }));
    expect((await screen.findByTestId('dues-notice')).textContent).toContain('dinonaktifkan');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('shows no write actions without dues.manage', async () => {
    api.routes.set('GET /profile/permissions', ok({ permissions: ['payments.view'] }));
    render();
    await screen.findAllByTestId('dues-category-row');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/profile/permissions')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Tambah Kategori' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ubah|Nonaktifkan|Hapus/ })).toBeNull();
  });

  it('has designed empty and error states', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /dues/categories', ok(listOf([])));
    const view = render();
    expect((await screen.findByTestId('dues-category-empty')).textContent).toContain('Belum ada kategori iuran');
    view.unmount();

    api.routes.set('GET /dues/categories', fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.'));
    render();
    const alert = await screen.findByTestId('dues-error', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Gagal memuat kategori iuran');
    api.routes.set('GET /dues/categories', ok(listOf([pokok])));
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByTestId('dues-category-row')).toHaveLength(1);
  });
});
