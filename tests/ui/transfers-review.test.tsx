import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import TransferApprovalPage from '@/features/transfers/routes/transfer-approval-page';
import type { TransferRequest } from '@shared/contracts/transfers';
import TransferRequestsPage from '@/features/transfers/routes/transfer-requests-page';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { approval, transferRequest, requestDetail, requestList } from './support/transfer-fixtures';
import { profile } from './support/member-fixtures';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const card = approval();
const counts = { all: 1, urgent: 1, medium: 0, normal: 0 };

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /mutations/approvals', ok({ approvals: [card], counts }));
  api.routes.set(`GET /mutations/requests/${card.id}`, ok(requestDetail(card)));
});

async function openReview() {
  const user = userEvent.setup();
  renderFeature(<TransferApprovalPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/mutations/approval' });
  await user.click(await screen.findByRole('button', { name: 'Tinjau' }));
  const dialog = await screen.findByTestId('transfer-detail');
  await within(dialog).findByTestId('transfer-timeline');
  return { user, dialog };
}

describe('the transfer review dialog', () => {
  it('reads Tolak and Setujui in Indonesian, never Reject or Approve', async () => {
    const { dialog } = await openReview();
    expect(within(dialog).getByRole('button', { name: 'Tolak' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Setujui' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^(Reject|Approve)$/ })).toBeNull();
  });

  it('says in Indonesian what an approval did once the dialog has closed', async () => {
    api.routes.set(`POST /mutations/${card.id}/approve`, () =>
      ok({ request: transferRequest({ status: 'processing', allowedActions: [] }) }),
    );
    const { user, dialog } = await openReview();
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Permohonan mutasi Siti Nurhaliza disetujui dan diteruskan ke Kota Surabaya.');
    await waitFor(() => expect(screen.queryByTestId('transfer-detail')).toBeNull());
    expect(api.requests.some((r) => r.method === 'POST' && r.path.endsWith(`/mutations/${card.id}/approve`))).toBe(
      true,
    );
  });

  it('says so after a rejection too', async () => {
    api.routes.set(`POST /mutations/${card.id}/reject`, () =>
      ok({ request: transferRequest({ status: 'rejected', allowedActions: [] }) }),
    );
    const { user, dialog } = await openReview();
    await user.type(within(dialog).getByLabelText('Catatan'), 'Masih ada tunggakan iuran');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect((await screen.findByRole('status')).textContent).toContain('Permohonan mutasi Siti Nurhaliza ditolak.');
  });
});

describe('the desk speaks the priority words the member chose', () => {
  it('filters by Tinggi, Sedang and Rendah and labels the card with the member’s priority', async () => {
    const user = userEvent.setup();
    renderFeature(<TransferApprovalPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/mutations/approval' });
    const filter = await screen.findByRole('group', { name: 'Filter prioritas' });
    await within(filter).findByRole('button', { name: 'Tinggi (1)' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Semua (1)', 'Tinggi (1)', 'Sedang (0)', 'Rendah (0)']);
    const shown = await screen.findByTestId('transfer-approval-card');
    expect(within(shown).getByText('Tinggi')).toBeTruthy();
    expect(screen.queryByText(/Mendesak|Normal/)).toBeNull();
    await user.click(within(filter).getByRole('button', { name: 'Tinggi (1)' }));
    await waitFor(() => expect(api.requests.some((r) => r.search.includes('urgency=urgent'))).toBe(true));
    expect(within(filter).getByRole('button', { name: 'Tinggi (1)' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the document pickers', () => {
  const own = transferRequest({
    allowedActions: ['withdraw', 'upload'],
    documents: { sipCurrent: true, sipTarget: true, recommendationLetter: false },
    documentsComplete: false,
  });

  async function openOwn() {
    api.routes.set('GET /mutations/requests', ok(requestList([own])));
    api.routes.set(`GET /mutations/requests/${own.id}`, ok(requestDetail(own)));
    api.routes.set(
      'GET /profile',
      ok({
        profile: {
          ...profile({ membershipStatus: 'ACTIVE' }),
          sipPracticePlace: null,
          sipWarningDays: 90,
          profilePhotoPath: null,
        },
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderFeature(<TransferRequestsPage viewer="member" canRequest />, {
      apiBaseUrl: api.baseUrl,
      path: '/dashboard/mutations/requests',
    });
    await user.click(await screen.findByRole('button', { name: 'Detail' }));
    const dialog = await screen.findByTestId('transfer-detail');
    await within(dialog).findByTestId('transfer-timeline');
    return { user, dialog };
  }

  it('are styled buttons that name their document and open the picker from the keyboard', async () => {
    const { user, dialog } = await openOwn();
    const trigger = within(dialog).getByRole('button', { name: 'Pilih berkas: Unggah Surat rekomendasi' });
    expect(within(dialog).getByRole('button', { name: 'Pilih berkas: Ganti SIP di lokasi saat ini' })).toBeTruthy();
    const input = within(dialog).getByLabelText('Unggah Surat rekomendasi') as HTMLInputElement;
    expect(input.type).toBe('file');
    const opened = vi.spyOn(input, 'click');
    trigger.focus();
    await user.keyboard('{Enter}');
    // The picker opens on the next animation frame.
    await waitFor(() => expect(opened).toHaveBeenCalled());
  });

  it('refuses a file of another type in Indonesian before any upload', async () => {
    const { user, dialog } = await openOwn();
    const input = within(dialog).getByLabelText('Unggah Surat rekomendasi');
    await user.upload(input, new File(['hello'], 'surat.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Dokumen harus berupa PDF, JPG atau PNG.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});

describe('the detail dialog offers only the allowed actions', () => {
  const buttons = ['Batalkan Permohonan', 'Tolak', 'Setujui'];

  async function openWith(allowedActions: TransferRequest['allowedActions']) {
    const shown = transferRequest({ allowedActions });
    api.routes.set('GET /mutations/requests', ok(requestList([shown])));
    api.routes.set(`GET /mutations/requests/${shown.id}`, ok(requestDetail(shown)));
    const user = userEvent.setup();
    renderFeature(<TransferRequestsPage viewer="officer" canRequest={false} />, {
      apiBaseUrl: api.baseUrl,
      path: '/dashboard/mutations/requests',
    });
    await user.click(await screen.findByRole('button', { name: 'Detail' }));
    const dialog = await screen.findByTestId('transfer-detail');
    await within(dialog).findByTestId('transfer-timeline');
    const shownButtons = buttons.filter((name) => within(dialog).queryByRole('button', { name }));
    const uploads = within(dialog).queryAllByRole('button', { name: /^Pilih berkas/ }).length;
    const approve = within(dialog).queryByRole('button', { name: 'Setujui' }) as HTMLButtonElement | null;
    return { shownButtons, uploads, approveDisabled: approve?.disabled ?? null };
  }

  it('shows no button for a request the caller may not act on', async () => {
    expect(await openWith([])).toEqual({ shownButtons: [], uploads: 0, approveDisabled: null });
  });

  it('shows the member withdraw and the document pickers, never a decision', async () => {
    expect(await openWith(['withdraw', 'upload'])).toEqual({
      shownButtons: ['Batalkan Permohonan'],
      uploads: 3,
      approveDisabled: null,
    });
  });

  it('shows the deciding side Tolak, and Setujui disabled until approve is allowed (spec §5)', async () => {
    expect(await openWith(['reject'])).toEqual({
      shownButtons: ['Tolak', 'Setujui'],
      uploads: 0,
      approveDisabled: true,
    });
  });

  it('enables Setujui when approve is allowed', async () => {
    expect(await openWith(['approve', 'reject'])).toEqual({
      shownButtons: ['Tolak', 'Setujui'],
      uploads: 0,
      approveDisabled: false,
    });
  });
});
