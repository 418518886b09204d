import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import MemberExportImportPage from '@/features/members/routes/member-export-import-page';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const render = (permissions: string[]) => {
  api.routes.set('GET /profile/permissions', ok({ permissions }));
  return renderFeature(<MemberExportImportPage />, { apiBaseUrl: api.baseUrl, path: '/member-export-import' });
};

describe('/member-export-import (spec §2)', () => {
  it('with members.export and members.create: both export and import open their dialogs', async () => {
    const user = userEvent.setup();
    render(['members.create', 'members.export', 'members.view']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ekspor & Impor Anggota' })).toBeTruthy();
    expect(screen.queryByText('Segera hadir')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ekspor anggota' }));
    const exportDialog = await screen.findByRole('dialog', { name: 'Ekspor Anggota' });
    expect(exportDialog.textContent).toContain('Semua anggota dalam cakupan Anda');
    await user.click(screen.getAllByRole('button', { name: 'Tutup' })[0]!);

    await user.click(screen.getByRole('button', { name: 'Impor anggota' }));
    expect(await screen.findByRole('dialog', { name: 'Impor Anggota' })).toBeTruthy();
  });

  it('export alone: no import button, and why', async () => {
    render(['members.export', 'members.view']);

    expect(await screen.findByRole('button', { name: 'Ekspor anggota' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Impor anggota' })).toBeNull();
    expect(screen.getByTestId('import-needs-create').textContent).toContain('hak menambah anggota');
  });

  it('without members.export: says the role has no access', async () => {
    render(['members.view']);

    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ekspor & Impor Anggota' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ekspor anggota' })).toBeNull();
  });
});
