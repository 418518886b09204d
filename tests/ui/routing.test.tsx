import { screen } from '@testing-library/react';
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
    // The registration page is a lazy route: the first import in a cold test worker transforms its
    // whole module graph, which took over 5 s on a loaded CI machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar Anggota' }, { timeout: 15_000 })).toBeTruthy();
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

  it('/register-old leads a legacy member to the claim page, not to a coming-soon page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/register-old', { apiBaseUrl: api.baseUrl });
    await screen.findByRole('heading', { level: 1, name: 'Anggota Lama' }, { timeout: 5000 });
    expect(screen.queryByText('Segera hadir')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Klaim NAP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Klaim NAP' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/klaim-nap');
  });

  it('serves the claim at /klaim-nap, and the login page links there', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login', { apiBaseUrl: api.baseUrl });
    await screen.findByRole('heading', { level: 1, name: 'Masuk' });

    await user.click(screen.getByRole('link', { name: 'Klaim NAP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Klaim NAP' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/klaim-nap');
  });

  it("the spec's /test/claim-nap redirects to /klaim-nap and keeps an emailed link's token", async () => {
    const { router } = renderApp('/test/claim-nap?token=abc123', { apiBaseUrl: api.baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: 'Buat Kata Sandi' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/klaim-nap');
    expect(router.state.location.search).toBe('?token=abc123');
  });
});
