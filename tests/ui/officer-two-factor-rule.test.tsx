import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@shared/errors';
import { OfficerTwoFactorRule } from '@/features/settings/security/officer-two-factor-rule';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const off = { officerAal2Required: false, updatedAt: '2026-11-20T03:00:00.000Z' };
const on = { officerAal2Required: true, updatedAt: '2026-11-25T03:00:00.000Z' };
const puts = () => api.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown);

const render = () =>
  renderFeature(<OfficerTwoFactorRule />, { apiBaseUrl: api.baseUrl, path: '/dashboard/profile/settings' });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /security-settings', ok(off));
});

describe('SUPER_ADMIN’s two-factor rule for officers', () => {
  it('asks before turning it on, warning that officers without 2FA cannot write, then saves it', async () => {
    const user = userEvent.setup();
    api.routes.set('PUT /security-settings', ok(on));
    render();
    const toggle = await screen.findByRole('checkbox', { name: 'Wajibkan autentikasi dua faktor untuk pengurus' });
    expect(screen.getByTestId('officer-two-factor-status').textContent).toContain('Aturan ini tidak aktif.');

    await user.click(toggle);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('tidak akan dapat mengubah data');
    await user.click(within(dialog).getAllByRole('button', { name: 'Batal' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts()).toEqual([]);

    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Ya, wajibkan' }));
    await waitFor(() =>
      expect(screen.getByTestId('officer-two-factor-status').textContent).toContain('Aturan ini aktif.'),
    );
    expect(puts()).toEqual([{ officerAal2Required: true }]);
  });

  it('shows why it was refused from an aal1 session, and stays off', async () => {
    const user = userEvent.setup();
    api.routes.set(
      'PUT /security-settings',
      fail(403, 'AAL2_SESSION_REQUIRED', errorCatalogue.AAL2_SESSION_REQUIRED.message),
    );
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Wajibkan autentikasi dua faktor untuk pengurus' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, wajibkan' }));
    expect((await screen.findByRole('alert')).textContent).toContain(errorCatalogue.AAL2_SESSION_REQUIRED.message);
    expect(screen.getByTestId('officer-two-factor-status').textContent).toContain('Aturan ini tidak aktif.');
  });

  it('turns it off without asking', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /security-settings', ok(on));
    api.routes.set('PUT /security-settings', ok(off));
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Wajibkan autentikasi dua faktor untuk pengurus' }));
    await waitFor(() =>
      expect(screen.getByTestId('officer-two-factor-status').textContent).toContain('Aturan ini tidak aktif.'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(puts()).toEqual([{ officerAal2Required: false }]);
  });
});
