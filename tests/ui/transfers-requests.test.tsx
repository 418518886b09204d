import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@shared/contracts/auth';
import TransferRequestsRoute from '@/app/pages/transfer-requests-route';
import { AuthContext, type AuthContextValue } from '@/features/auth/session/auth-context';
import { memberUser, officerUser } from './support/fake-auth';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { profile } from './support/member-fixtures';
import { transferRequest, requestList } from './support/transfer-fixtures';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const member = (status: NonNullable<SessionUser['member']>['membershipStatus'], nap: string | null) => ({
  id: '00000000-0000-4000-8000-00000000a001',
  nap,
  fullName: 'Siti Nurhaliza',
  membershipStatus: status,
  organizationName: 'Kota Bandung',
});

/** The page as the app composes it, for a session user (the route reads `useAuth`). */
function renderFor(user: SessionUser) {
  const auth: AuthContextValue = {
    status: 'authenticated',
    user,
    completeLogin: () => Promise.resolve('signed-in'),
    verifySecondFactor: () => Promise.resolve(),
    cancelSecondFactor: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  };
  return renderFeature(
    <AuthContext value={auth}>
      <TransferRequestsRoute />
    </AuthContext>,
    { apiBaseUrl: api.baseUrl, path: '/dashboard/mutations/requests' },
  );
}

const ownProfile = (status: 'ACTIVE' | 'PENDING', nap: string | null) =>
  ok({
    profile: {
      ...profile({ membershipStatus: status, nap }),
      sipPracticePlace: null,
      sipWarningDays: 90,
      profilePhotoPath: null,
    },
  });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /mutations/requests', ok(requestList([transferRequest({ allowedActions: [] })])));
});

describe('Permohonan Mutasi says whose requests it lists', () => {
  it('a member reads that the list is their own and may ask', async () => {
    api.routes.set('GET /profile', ownProfile('ACTIVE', '3273.19.000001'));
    renderFor({
      ...memberUser,
      permissions: ['mutations.request', 'payments.pay'],
      member: member('ACTIVE', '327319000001'),
    });
    expect(await screen.findByText('Permohonan pindah DPC Anda.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ajukan Mutasi' })).toBeTruthy();
    await screen.findByTestId('transfer-requests');
    // The API gives the NAP as stored; the screen writes it dotted, as every screen does.
    expect(screen.getByText('3273.19.000001')).toBeTruthy();
    expect(screen.queryByText('327319000001')).toBeNull();
  });

  it('an officer who is also a member reads the chapter’s wording, not “Permohonan pindah DPC Anda.”', async () => {
    api.routes.set('GET /profile', ownProfile('ACTIVE', '3273.19.000002'));
    renderFor({
      ...officerUser,
      permissions: ['members.view', 'mutations.view', 'mutations.approve', 'mutations.create', 'mutations.request'],
      member: member('ACTIVE', '327319000002'),
    });
    expect(await screen.findByText('Anggota yang keluar dari dan masuk ke DPC dalam cakupan Anda.')).toBeTruthy();
    expect(screen.queryByText('Permohonan pindah DPC Anda.')).toBeNull();
    // Their own membership still lets them ask for themselves.
    expect(await screen.findByRole('button', { name: 'Ajukan Mutasi' })).toBeTruthy();
  });

  it('a pending applicant (no NAP, no member rights) is told transfers come after verification', async () => {
    api.routes.set('GET /profile', ownProfile('PENDING', null));
    renderFor({ ...memberUser, username: memberUser.email, permissions: [], member: member('PENDING', null) });
    const notice = await screen.findByTestId('transfers-applicant');
    expect(notice.textContent).toContain('Mutasi tersedia setelah keanggotaan Anda diverifikasi');
    expect(screen.getByRole('link', { name: 'Lihat status pendaftaran di Profil Saya' }).getAttribute('href')).toBe(
      '/dashboard/profile',
    );
    expect(screen.queryByText('Anggota yang keluar dari dan masuk ke DPC dalam cakupan Anda.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajukan Mutasi' })).toBeNull();
    expect(api.requests.some((r) => r.path.endsWith('/mutations/requests'))).toBe(false);
  });
});

describe('Ajukan Mutasi', () => {
  const target = {
    id: 'b1a7c0de-0000-4000-8000-000000003204',
    name: 'DPC Kabupaten Bandung',
    level: 'DPC',
    bpsCode: '3204',
    parentId: null,
    provinceName: 'Jawa Barat',
  };

  it('says what is missing before sending, then sends the API its own fields and closes', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /profile', ownProfile('ACTIVE', '3273.19.000001'));
    api.routes.set('GET /organizations', ok({ organizations: [target] }));
    api.routes.set('POST /mutations/requests', ok({ request: transferRequest({ allowedActions: [] }) }));
    renderFor({
      ...memberUser,
      permissions: ['mutations.request', 'payments.pay'],
      member: member('ACTIVE', '327319000001'),
    });
    await user.click(await screen.findByRole('button', { name: 'Ajukan Mutasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan Mutasi' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /DPC tujuan/ })).toHaveProperty('disabled', false),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Kirim Permohonan' }));
    expect(await within(dialog).findByText('Pilih DPC tujuan.')).toBeTruthy();
    expect(within(dialog).getByText('Alasan mutasi harus 5–2000 karakter.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /DPC tujuan/ }), target.id);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Alasan mutasi/ }),
      'Pindah domisili mengikuti keluarga',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Permohonan' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajukan Mutasi' })).toBeNull());
    const sent = api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/mutations/requests'));
    expect(JSON.parse(sent!.body)).toEqual({
      targetOrganizationId: target.id,
      reason: 'Pindah domisili mengikuti keluarga',
      priority: 'medium',
    });
  });
});
