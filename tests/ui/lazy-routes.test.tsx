import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderApp } from './support/render-app';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

describe('lazy routes and language', () => {
  // First in this file on purpose: once a lazy chunk has loaded, React renders it synchronously.
  it('shows "Memuat halaman..." while a page loads, then the page', async () => {
    renderApp('/register-old', { apiBaseUrl: api.baseUrl });

    expect(screen.getByRole('status').textContent).toContain('Memuat halaman...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anggota Lama' })).toBeTruthy();
    expect(screen.queryByText('Memuat halaman...')).toBeNull();
  });

  it('renders a public page in Indonesian and, after switching, in English; the choice is stored', async () => {
    const user = userEvent.setup();
    renderApp('/register-old', { apiBaseUrl: api.baseUrl });

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Anggota Lama' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Klaim NAP' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('id');

    const switcher = screen.getByRole('group', { name: 'Bahasa' });
    await user.click(within(switcher).getByRole('button', { name: 'EN English' }));

    expect(await within(main).findByRole('heading', { level: 1, name: 'Existing members' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Claim NAP' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(
      within(screen.getByRole('group', { name: 'Language' }))
        .getByRole('button', { name: 'EN English' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: 'ID Bahasa Indonesia' }));
    expect(await within(main).findByRole('heading', { level: 1, name: 'Anggota Lama' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('id');
  });

  it('toggles dark mode with a class on <html>', async () => {
    const user = userEvent.setup();
    renderApp('/', { apiBaseUrl: api.baseUrl });

    await user.click(await screen.findByRole('button', { name: 'Ganti ke mode gelap' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Ganti ke mode terang' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
