import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '@/lib/api-client';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { memberUser, officerUser, signedInRoutes } from './support/fake-auth';
import { installFakeTurnstile, type FakeTurnstile } from './support/fake-turnstile';
import { renderApp } from './support/render-app';
import { KEPT_IN_STORAGE_PREFIX } from '@/lib/kept-in-storage';

const WAITING = 'Menunggu verifikasi keamanan...';
const PROCESSING = 'Memproses...';
const READY = 'Masuk ke SIMK';

let api: FakeApiServer;
let turnstile: FakeTurnstile;
beforeEach(async () => {
  api = await startFakeApi();
  turnstile = installFakeTurnstile();
});
afterEach(async () => {
  turnstile.uninstall();
  await api.close();
});

async function openLogin(path = '/login') {
  const view = renderApp(path, { apiBaseUrl: api.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Masuk' });
  await waitFor(() => expect(turnstile.rendered).toBe(1));
  return view;
}

/** Fills in the open login form with the demo password and sends it once the security check passes. */
async function signIn(user: UserEvent, identifier: string, { remember = false } = {}) {
  await user.type(screen.getByLabelText('Email atau NAP'), identifier);
  await user.type(screen.getByLabelText('Kata sandi', { exact: true }), 'Simk#Demo2026');
  if (remember) await user.click(screen.getByText('Ingat saya'));
  await waitFor(() => expect(turnstile.rendered).toBe(1));
  turnstile.pass();
  await user.click(await screen.findByRole('button', { name: READY }));
}

/** Signs the officer in with remember-me and closes the app: the key of the session left in localStorage. */
async function rememberedSession(user: UserEvent) {
  const first = await openLogin();
  await signIn(user, 'dpc.bandung@simk.test', { remember: true });
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'));
  first.unmount();
  return Object.keys(localStorage).find((key) => key.endsWith('-auth-token'));
}

const submitButton = (name: string) => screen.getByRole('button', { name });
const loginRequests = () => api.requests.filter((request) => request.path === '/auth/login');

describe('login form', () => {
  it('keeps the button disabled with "Menunggu verifikasi keamanan..." until the security check passes', async () => {
    await openLogin();

    expect(submitButton(WAITING)).toHaveProperty('disabled', true);
    expect(screen.getByText('Sedang memeriksa bahwa Anda bukan robot...')).toBeTruthy();
    expect(turnstile.siteKey()).toBe('1x00000000000000000000AA');

    turnstile.pass();
    expect(await screen.findByRole('button', { name: READY })).toHaveProperty('disabled', false);
    expect(screen.getByText('Verifikasi keamanan berhasil.')).toBeTruthy();
  });

  it('shows the expiry message, disables the button again and offers a new check', async () => {
    const user = userEvent.setup();
    await openLogin();
    turnstile.pass();
    await screen.findByRole('button', { name: READY });

    turnstile.expire();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Verifikasi keamanan telah kedaluwarsa. Silakan verifikasi ulang.',
    );
    expect(submitButton(WAITING)).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Verifikasi ulang' }));
    expect(turnstile.resets).toHaveLength(1);
    expect(screen.getByText('Sedang memeriksa bahwa Anda bukan robot...')).toBeTruthy();
  });

  it('shows "Verifikasi keamanan gagal. Silakan coba lagi." when the widget reports an error', async () => {
    await openLogin();
    turnstile.fail();
    expect((await screen.findByRole('alert')).textContent).toContain('Verifikasi keamanan gagal. Silakan coba lagi.');
    expect(submitButton(WAITING)).toHaveProperty('disabled', true);
  });

  it('shows the required-field messages of spec §5 and sends nothing', async () => {
    const user = userEvent.setup();
    await openLogin();
    turnstile.pass();
    await user.click(await screen.findByRole('button', { name: READY }));

    expect(await screen.findByText('Email atau NAP harus diisi')).toBeTruthy();
    expect(screen.getByText('Kata sandi harus diisi')).toBeTruthy();
    // The first invalid field takes focus once the messages are on screen (a frame later on a loaded machine).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email atau NAP')));
    expect(loginRequests()).toHaveLength(0);

    await user.type(screen.getByLabelText('Email atau NAP'), '3273.19.000001');
    expect(screen.queryByText('Email atau NAP harus diisi')).toBeNull();
    expect(screen.getByText('Kata sandi harus diisi')).toBeTruthy();
  });

  it('shows the password on request', async () => {
    const user = userEvent.setup();
    await openLogin();
    const password = screen.getByLabelText('Kata sandi', { exact: true });
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan kata sandi' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('says "Memproses..." while signing in, then shows the LOGIN_FAILED text and resets the security check', async () => {
    const user = userEvent.setup();
    api.routes.set('POST /auth/login', {
      ...fail(401, 'LOGIN_FAILED', 'Login gagal. Periksa kembali email/NAP dan kata sandi Anda.'),
      delayMs: 300,
    });
    await openLogin();
    await user.type(screen.getByLabelText('Email atau NAP'), 'anggota@simk.test');
    await user.type(screen.getByLabelText('Kata sandi', { exact: true }), 'salah');
    turnstile.pass('token-1');
    await user.click(await screen.findByRole('button', { name: READY }));

    expect(await screen.findByRole('button', { name: PROCESSING })).toHaveProperty('disabled', true);
    expect(
      (await screen.findByText('Login gagal. Periksa kembali email/NAP dan kata sandi Anda.')).closest('[role=alert]'),
    ).toBeTruthy();
    expect(submitButton(WAITING)).toHaveProperty('disabled', true);
    expect(turnstile.resets).toHaveLength(1);

    const [request] = loginRequests();
    expect(JSON.parse(request!.body)).toEqual({
      identifier: 'anggota@simk.test',
      password: 'salah',
      turnstileToken: 'token-1',
    });
  });

  it("shows the server's message for other failures, e.g. 429 with the minutes to wait", async () => {
    const user = userEvent.setup();
    const message = 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 15 menit.';
    api.routes.set('POST /auth/login', fail(429, 'TOO_MANY_ATTEMPTS', message));
    await openLogin();
    await user.type(screen.getByLabelText('Email atau NAP'), '327319000001');
    await user.type(screen.getByLabelText('Kata sandi', { exact: true }), 'apa saja');
    turnstile.pass();
    await user.click(await screen.findByRole('button', { name: READY }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(turnstile.resets).toHaveLength(1);
  });

  it('falls back to "Login gagal. Silakan coba lagi." when the server gives no message', async () => {
    const user = userEvent.setup();
    api.routes.set('POST /auth/login', { status: 502, body: '<html>Bad gateway</html>' });
    await openLogin();
    await user.type(screen.getByLabelText('Email atau NAP'), '327319000001');
    await user.type(screen.getByLabelText('Kata sandi', { exact: true }), 'apa saja');
    turnstile.pass();
    await user.click(await screen.findByRole('button', { name: READY }));

    // The API client turns a response without an envelope into its own Indonesian message.
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/status 502|Login gagal\. Silakan coba lagi\./);
  });

  it('sends a member to /dashboard/profile after login, with the session kept for this browser session only', async () => {
    const user = userEvent.setup();
    for (const route of signedInRoutes(memberUser)) api.routes.set(...route);
    const { router } = await openLogin();
    await signIn(user, '3273.19.000001');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil Saya' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Siti')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeTruthy();

    const keys = (storage: Storage) => Object.keys(storage).filter((key) => key.endsWith('-auth-token'));
    expect(keys(sessionStorage)).toHaveLength(1);
    expect(keys(localStorage)).toHaveLength(0);
  });

  it('sends an officer to /dashboard, keeps the session in localStorage with remember-me, and Keluar ends it', async () => {
    const user = userEvent.setup();
    for (const route of signedInRoutes(officerUser)) api.routes.set(...route);
    const { router } = await openLogin();
    await signIn(user, 'dpc.bandung@simk.test', { remember: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const keys = (storage: Storage) => Object.keys(storage).filter((key) => key.endsWith('-auth-token'));
    expect(keys(localStorage)).toHaveLength(1);
    expect(keys(sessionStorage)).toHaveLength(0);

    // What the transfer lists keep of their last load (useLastLoaded) goes with the session.
    const keptKey = `${KEPT_IN_STORAGE_PREFIX}transfers.last-loaded.member-1.approvals:all`;
    localStorage.setItem(keptKey, '{"savedAt":0,"data":[]}');
    await user.click(await screen.findByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(keptKey)).toBeNull());
    // Signing in again returns to the page the session ended on, whatever the guards did meanwhile.
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
    const logout = api.requests.find((request) => request.path === '/auth/logout');
    expect(logout?.headers.authorization).toMatch(/^Bearer ey/);
    // The API has ended the session at the auth server; supabase-js does not try again (a 403 there).
    expect(api.requests.filter((request) => request.path === '/auth/v1/logout')).toEqual([]);
    expect(keys(localStorage)).toHaveLength(0);
  });

  it('returns to the guarded page the user came from when the role may open it', async () => {
    const user = userEvent.setup();
    for (const route of signedInRoutes(officerUser)) api.routes.set(...route);
    const { router } = renderApp('/dashboard/members', { apiBaseUrl: api.baseUrl });
    await screen.findByRole('heading', { level: 1, name: 'Masuk' });
    await signIn(user, 'dpc.bandung@simk.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/members'));
  });

  it('restores a stored session on start, showing "Memuat..." while GET /auth/me answers', async () => {
    const user = userEvent.setup();
    for (const route of signedInRoutes(officerUser)) api.routes.set(...route);
    const storageKey = await rememberedSession(user);
    api.routes.set('GET /auth/me', { ...ok(officerUser), delayMs: 300 });
    const { router } = renderApp('/dashboard/analytics', { apiBaseUrl: api.baseUrl, storageKey });
    expect(await screen.findByText('Memuat...')).toBeTruthy();
    // The page's code loads after the session check: on a busy machine that takes over a second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Analitik' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
    expect(screen.getByText('Budi')).toBeTruthy();
  });

  it('clears a stored session that GET /auth/me rejects', async () => {
    const user = userEvent.setup();
    for (const route of signedInRoutes(officerUser)) api.routes.set(...route);
    const storageKey = await rememberedSession(user);
    api.routes.set('GET /auth/me', fail(401, 'UNAUTHORIZED', 'Sesi Anda tidak valid atau telah berakhir.'));
    const { router } = renderApp('/dashboard', { apiBaseUrl: api.baseUrl, storageKey });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(localStorage.getItem(storageKey!)).toBeNull());
  });

  it('ends the session and goes to /login when the API answers 401 on a signed-in page', async () => {
    const user = userEvent.setup();
    for (const route of signedInRoutes(officerUser)) api.routes.set(...route);
    const { router, queryClient } = await openLogin();
    await signIn(user, 'dpc.bandung@simk.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screen.findByRole('button', { name: 'Keluar' });

    // Any query of any feature: here one whose session the server no longer accepts.
    api.routes.set('GET /members', fail(401, 'UNAUTHORIZED', 'Sesi Anda tidak valid atau telah berakhir.'));
    const client = createApiClient({ baseUrl: api.baseUrl });
    await queryClient
      .fetchQuery({ queryKey: ['members'], queryFn: () => client.get('/members', z.unknown()), retry: false })
      .catch(() => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeTruthy();
    expect(Object.keys(sessionStorage).filter((key) => key.endsWith('-auth-token'))).toHaveLength(0);
  });
});
