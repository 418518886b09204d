import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billMessages } from '@shared/contracts/bills';
import type { DuesCategory } from '@shared/contracts/dues';
import DuesCategoriesPage from '@/features/dues/routes/dues-categories-page';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const monthly: DuesCategory = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Iuran Bulanan',
  amount: 50000,
  period: 'monthly',
  description: null,
  isActive: true,
  lastUpdated: '2026-11-01T03:00:00.000Z',
};

const render = () =>
  renderFeature(<DuesCategoriesPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/dues/management' });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['payments.view', 'dues.bill'] }));
  api.routes.set(
    'GET /dues/categories',
    ok({
      categories: [monthly],
      summary: { total: 1, active: 1, inactive: 0, activeMonthlyAmount: 50000 },
      pagination: { page: 1, limit: 10, total: 1, pages: 1 },
    }),
  );
});

describe('Terbitkan Tagihan on the dues categories page', () => {
  it('previews the count and total, then issues the bills on confirmation', async () => {
    const user = userEvent.setup();
    const sent: { path: string; body: unknown }[] = [];
    const answer = (bills: number) => (request: { path: string; body: string }) => {
      sent.push({ path: request.path, body: JSON.parse(request.body) });
      return ok({ month: '2026-12', bills, members: 120, totalAmount: 6000000 });
    };
    api.routes.set('POST /dues/bills/generation/preview', answer(120));
    api.routes.set('POST /dues/bills/generation', answer(120));
    render();
    await user.click(await screen.findByRole('button', { name: 'Terbitkan Tagihan' }));
    const dialog = await screen.findByTestId('bill-generation');
    const month = within(dialog).getByLabelText(/Bulan tagihan/) as HTMLInputElement;
    expect(month.value).toMatch(/^\d{4}-\d{2}$/);
    await user.clear(month);
    await user.type(month, '2026-12');
    await user.selectOptions(within(dialog).getByLabelText(/Kategori iuran/), monthly.id);
    expect(within(dialog).queryByRole('button', { name: 'Terbitkan' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Pratinjau' }));
    expect((await within(dialog).findByTestId('generation-preview')).textContent).toMatch(
      /120 tagihan untuk 120 anggota, total Rp\s?6\.000\.000\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));
    expect((await within(dialog).findByTestId('generation-done')).textContent).toContain(
      '120 tagihan untuk 120 anggota telah diterbitkan',
    );
    expect(sent).toEqual([
      { path: '/dues/bills/generation/preview', body: { month: '2026-12', categoryId: monthly.id } },
      { path: '/dues/bills/generation', body: { month: '2026-12', categoryId: monthly.id } },
    ]);
  });

  it('says when there is nothing new to issue, and checks the month before asking', async () => {
    const user = userEvent.setup();
    api.routes.set(
      'POST /dues/bills/generation/preview',
      ok({ month: '2026-11', bills: 0, members: 0, totalAmount: 0 }),
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Terbitkan Tagihan' }));
    const dialog = await screen.findByTestId('bill-generation');
    await user.clear(within(dialog).getByLabelText(/Bulan tagihan/));
    await user.click(within(dialog).getByRole('button', { name: 'Pratinjau' }));
    expect(await within(dialog).findByText(indonesianText(billMessages.periodInvalid))).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Bulan tagihan/), '2026-11');
    await user.click(within(dialog).getByRole('button', { name: 'Pratinjau' }));
    expect((await within(dialog).findByTestId('generation-preview')).textContent).toContain(
      'Tidak ada tagihan baru untuk bulan ini',
    );
    expect(within(dialog).queryByRole('button', { name: 'Terbitkan' })).toBeNull();
  });

  it('is not offered without dues.bill', async () => {
    api.routes.set('GET /profile/permissions', ok({ permissions: ['payments.view'] }));
    render();
    await screen.findAllByTestId('dues-category-row');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/profile/permissions')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Terbitkan Tagihan' })).toBeNull();
  });
});
