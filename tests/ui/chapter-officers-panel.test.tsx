import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role, RoleAssignment } from '@shared/contracts/roles';
import { ChapterOfficersPanel } from '@/features/roles';
import { useRolesQuery } from '@/features/roles/api/list-roles';
import { grantableRolesFilter } from '@/features/roles/api/role-keys';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const SURABAYA = '00000000-0000-4000-8000-000000003578';
const surabaya = {
  id: SURABAYA,
  name: 'Kota Surabaya',
  level: 'DPC',
  bpsCode: '3578',
  parentId: null,
  provinceName: 'Jawa Timur',
};

function role(name: string, level: Role['level']): Role {
  return {
    id: `00000000-0000-4000-8000-${name.length.toString().padStart(6, '0')}${level.length.toString().padStart(6, '0')}`,
    name,
    displayName: name.replace('_', ' '),
    description: null,
    level,
    rank: level === 'DPC' ? 2 : 3,
    isSystemRole: true,
    userCount: 1,
    permissions: [],
  };
}
const pengurusDpc = role('PENGURUS_DPC', 'DPC');
const pengurusDpw = role('PENGURUS_DPW', 'DPW');

function officer(index: number, overrides: Partial<RoleAssignment> = {}): RoleAssignment {
  return {
    id: `00000000-0000-4000-8000-00000000010${index}`,
    userId: `00000000-0000-4000-8000-00000000020${index}`,
    userEmail: `pengurus${index}@contoh.id`,
    userFullName: `Pengurus ${index}`,
    userNap: null,
    roleId: pengurusDpc.id,
    roleName: 'PENGURUS_DPC',
    roleDisplayName: 'Pengurus DPC',
    roleLevel: 'DPC',
    organizationId: SURABAYA,
    organizationName: 'Kota Surabaya',
    organizationLevel: 'DPC',
    assignedAt: '2026-11-01T03:00:00.000Z',
    expiresOn: null,
    expiresAt: null,
    isActive: true,
    canManage: true,
    ...overrides,
  };
}

const list = (assignments: RoleAssignment[]) =>
  ok({ assignments, pagination: { page: 1, limit: 20, total: assignments.length, pages: assignments.length ? 1 : 0 } });

function GrantableProbe() {
  const roles = useRolesQuery(grantableRolesFilter(SURABAYA));
  return roles.data ? <p>grantable: {roles.data.roles.length}</p> : null;
}

const render = () => renderFeature(<ChapterOfficersPanel organizationId={SURABAYA} />, { apiBaseUrl: api.baseUrl });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /organizations', ok({ organizations: [surabaya] }));
  api.routes.set(
    'GET /role-assignments',
    list([officer(1), officer(2, { expiresOn: '2027-03-31', expiresAt: '2027-03-31T17:00:00.000Z' })]),
  );
  api.routes.set(
    'GET /roles',
    ok({ roles: [pengurusDpw, pengurusDpc], pagination: { page: 1, limit: 50, total: 2, pages: 1 } }),
  );
});

describe("a chapter's officers panel", () => {
  it('lists the officers with their role and until when (Never without an expiry)', async () => {
    render();
    const rows = await screen.findAllByTestId('chapter-officer-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Never')).toBeTruthy();
    expect(within(rows[1]!).getByText('31/03/2027')).toBeTruthy();
    expect(api.requests.find((r) => r.path === '/role-assignments')?.search).toContain(`organizationId=${SURABAYA}`);
    expect(await screen.findByText(/Pengurus Kota Surabaya beserta perannya/)).toBeTruthy();
  });

  it('shows nothing where the caller may grant no role (their own chapter, appointed from above)', async () => {
    api.routes.set('GET /roles', ok({ roles: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } }));
    // The probe shares the panel's query: once it shows the answer, the panel has it too.
    renderFeature(
      <>
        <ChapterOfficersPanel organizationId={SURABAYA} />
        <GrantableProbe />
      </>,
      { apiBaseUrl: api.baseUrl },
    );
    await screen.findByText('grantable: 0');
    expect(api.requests.some((r) => r.path === '/roles' && r.search.includes(`grantableIn=${SURABAYA}`))).toBe(true);
    expect(screen.queryByTestId('chapter-officers')).toBeNull();
    expect(api.requests.some((r) => r.path === '/role-assignments')).toBe(false);
  });

  it('renews and ends only the appointments the caller may manage', async () => {
    api.routes.set('GET /role-assignments', list([officer(1, { canManage: false }), officer(2)]));
    render();
    const rows = await screen.findAllByTestId('chapter-officer-row');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getAllByRole('button')).toHaveLength(2);
  });

  it('says so when the chapter has no officers', async () => {
    api.routes.set('GET /role-assignments', list([]));
    render();
    expect(await screen.findByText('Belum ada pengurus yang tercatat.')).toBeTruthy();
  });

  it('appoints a user found by name: only the chapter level’s roles, the chapter fixed, an optional last day', async () => {
    const user = userEvent.setup();
    const candidate = {
      userId: '00000000-0000-4000-8000-000000000301',
      email: 'dimas@contoh.id',
      fullName: 'Dimas Baru',
      nap: '357801000009',
      organizationName: 'Kota Surabaya',
    };
    api.routes.set('GET /role-assignments/candidates', ok({ users: [candidate] }));
    api.routes.set('POST /role-assignments', {
      status: 201,
      body: {
        success: true,
        data: { assignment: officer(3, { userFullName: 'Dimas Baru', expiresOn: '2027-12-31' }) },
      },
    });
    render();
    await screen.findAllByTestId('chapter-officer-row');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Angkat pengurus' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Angkat pengurus' }));
    const dialog = await screen.findByTestId('assign-role-form');

    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Tugaskan' }));
    expect(await within(dialog).findByText('Pilih peran.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByTestId('user-search'));
    await user.paste('Dimas');
    await user.click(await within(dialog).findByRole('button', { name: /Dimas Baru/ }));
    expect(within(dialog).getByTestId('chosen-user').textContent).toContain('357801000009');
    const roleSelect = within(dialog).getByLabelText(/^Peran/);
    expect(within(roleSelect).queryByText(/PENGURUS_DPW/)).toBeNull();
    await user.selectOptions(roleSelect, pengurusDpc.id);
    await user.click(within(dialog).getByTestId('assign-expires-on'));
    await user.paste('2027-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Tugaskan' }));

    await waitFor(() => expect(screen.queryByTestId('assign-role-form')).toBeNull());
    const posted = api.requests.find((r) => r.method === 'POST' && r.path === '/role-assignments');
    expect(JSON.parse(posted!.body)).toEqual({
      userId: candidate.userId,
      roleId: pengurusDpc.id,
      organizationId: SURABAYA,
      expiresOn: '2027-12-31',
    });
    expect(screen.getByTestId('chapter-officers-notice').textContent).toContain('Dimas Baru');
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    api.routes.set(
      'GET /role-assignments/candidates',
      ok({
        users: [
          {
            userId: officer(1).userId,
            email: 'x@contoh.id',
            fullName: 'Pengurus 1',
            nap: null,
            organizationName: null,
          },
        ],
      }),
    );
    api.routes.set(
      'POST /role-assignments',
      fail(409, 'ROLE_ALREADY_ASSIGNED', 'Pengguna ini sudah memegang peran tersebut di organisasi itu.'),
    );
    render();
    await screen.findAllByTestId('chapter-officer-row');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Angkat pengurus' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Angkat pengurus' }));
    const dialog = await screen.findByTestId('assign-role-form');
    await user.click(within(dialog).getByTestId('user-search'));
    await user.paste('Pengurus');
    await user.click(await within(dialog).findByRole('button', { name: /Pengurus 1/ }));
    await user.selectOptions(within(dialog).getByLabelText(/^Peran/), pengurusDpc.id);
    await user.click(within(dialog).getByRole('button', { name: 'Tugaskan' }));
    expect(
      await within(dialog).findByText('Pengguna ini sudah memegang peran tersebut di organisasi itu.'),
    ).toBeTruthy();
  });

  it('renews to Never by clearing the date, and ends an appointment only after confirming', async () => {
    const user = userEvent.setup();
    const second = officer(2, { expiresOn: '2027-03-31', expiresAt: '2027-03-31T17:00:00.000Z' });
    api.routes.set(
      `PATCH /role-assignments/${second.id}`,
      ok({ assignment: { ...second, expiresOn: null, expiresAt: null } }),
    );
    api.routes.set(`DELETE /role-assignments/${second.id}`, ok({ assignment: second }));
    render();
    await screen.findAllByTestId('chapter-officer-row');

    await user.click(screen.getByRole('button', { name: 'Perpanjang Pengurus DPC untuk Pengurus 2' }));
    const form = await screen.findByTestId('role-expiry-form');
    await user.clear(within(form).getByTestId('expiry-input'));
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(JSON.parse(api.requests.find((r) => r.method === 'PATCH')!.body)).toEqual({ expiresOn: null });

    await waitFor(() => expect(screen.queryByTestId('role-expiry-form')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Cabut Pengurus DPC dari Pengurus 2' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Kota Surabaya dicabut/)).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Cabut peran' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
  });
});
