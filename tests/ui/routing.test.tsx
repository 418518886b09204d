import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderApp } from './support/render-app';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const landingHeading = { level: 1, name: 'SIMK — Sistem Informasi Manajemen Keanggotaan' } as const;

describe('routing', () => {
  it('redirects an unknown path to the home page', async () => {
    const { router } = renderApp('/halaman/yang-tidak-ada', { apiBaseUrl: api.baseUrl });

    // The first render in this file loads the landing page's chunk cold.
    expect(await screen.findByRole('heading', landingHeading, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('home page links to login and register', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { apiBaseUrl: api.baseUrl });
    await screen.findByRole('heading', landingHeading);

    await user.click(screen.getByRole('link', { name: 'Daftar sebagai anggota' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar Anggota' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends a visitor without a session from a signed-in-only route to /login', async () => {
    const { router } = renderApp('/dashboard/members', { apiBaseUrl: api.baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/members' } });
  });

  it('keeps route parameters on public pages', async () => {
    const { router } = renderApp('/payment/abc-123', { apiBaseUrl: api.baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: 'Status Pembayaran' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment/abc-123');
  });

  it('coming-soon page links back to the home page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/register-old', { apiBaseUrl: api.baseUrl });
    await screen.findByRole('heading', { level: 1, name: 'Pendaftaran (Formulir Lama)' });

    await user.click(screen.getByRole('link', { name: 'Kembali ke beranda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', landingHeading)).toBeTruthy();
  });
});
