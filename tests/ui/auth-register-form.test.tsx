import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { installFakeTurnstile, type FakeTurnstile } from './support/fake-turnstile';
import { renderApp } from './support/render-app';

const chapters = [
  {
    id: 'b1a7c0de-0000-4000-8000-000000003578',
    name: 'DPC Kota Surabaya',
    level: 'DPC',
    bpsCode: '3578',
    parentId: null,
    provinceName: 'Jawa Timur',
  },
  {
    id: 'b1a7c0de-0000-4000-8000-000000003273',
    name: 'DPC Kota Bandung',
    level: 'DPC',
    bpsCode: '3273',
    parentId: null,
    provinceName: 'Jawa Barat',
  },
  {
    id: 'b1a7c0de-0000-4000-8000-000000003204',
    name: 'DPC Kabupaten Bandung',
    level: 'DPC',
    bpsCode: '3204',
    parentId: null,
    provinceName: 'Jawa Barat',
  },
];

let api: FakeApiServer;
let turnstile: FakeTurnstile;
beforeEach(async () => {
  api = await startFakeApi();
  api.routes.set('GET /organizations', ok({ organizations: chapters }));
  turnstile = installFakeTurnstile();
});
afterEach(async () => {
  turnstile.uninstall();
  await api.close();
});

async function openRegister() {
  renderApp('/register', { apiBaseUrl: api.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Daftar Anggota' }, { timeout: 5000 });
  await waitFor(() => expect(turnstile.rendered).toBe(1));
}

// Filling a whole form in jsdom takes a few seconds.
describe('registration form', { timeout: 20_000 }, () => {
  it('groups the DPC picker by province, both in alphabetical order', async () => {
    await openRegister();
    const picker = screen.getByLabelText('DPC tempat mendaftar');
    await waitFor(() => expect(picker.querySelectorAll('optgroup')).toHaveLength(2));

    const groups = [...picker.querySelectorAll('optgroup')].map((group) => ({
      province: group.label,
      chapters: [...group.querySelectorAll('option')].map((option) => option.textContent),
    }));
    expect(groups).toEqual([
      { province: 'Jawa Barat', chapters: ['DPC Kabupaten Bandung', 'DPC Kota Bandung'] },
      { province: 'Jawa Timur', chapters: ['DPC Kota Surabaya'] },
    ]);
    expect(api.requests.find((request) => request.path === '/organizations')?.search).toBe('?level=DPC');
  });

  it('validates with the contract schema and sends nothing while something is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    await openRegister();
    turnstile.pass();
    await user.type(screen.getByLabelText('Email'), 'anggota-baru@contoh.id');
    await user.type(screen.getByLabelText('Nomor WhatsApp/telepon'), '12345');
    await user.type(screen.getByLabelText('Kata sandi', { exact: true }), 'anggota-baru@contoh.id');
    await user.click(await screen.findByRole('button', { name: 'Daftar sekarang' }));

    expect(await screen.findByText('Nama lengkap minimal 2 karakter')).toBeTruthy();
    expect(screen.getByText('Nomor telepon tidak valid. Contoh: 0812 3456 7890')).toBeTruthy();
    expect(screen.getByText('Pilih DPC tempat Anda mendaftar')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nama lengkap'));
    expect(api.requests.some((request) => request.path === '/auth/register')).toBe(false);
  });

  it('sends the application and tells the user to check the email', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'Pendaftaran diterima. Periksa email Anda untuk mengonfirmasi alamat email.';
    api.routes.set('POST /auth/register', { status: 201, body: { success: true, data: { message } } });
    await openRegister();

    await user.type(screen.getByLabelText('Nama lengkap'), 'Rina Kartika');
    await user.type(screen.getByLabelText('Email'), 'Rina@Contoh.id');
    await user.type(screen.getByLabelText('Nomor WhatsApp/telepon'), '0812 3456 7890');
    await user.click(screen.getByText('Anggota Luar Biasa'));
    const picker = screen.getByLabelText('DPC tempat mendaftar');
    await waitFor(() => expect(picker.querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(picker, 'DPC Kota Bandung');
    await user.type(screen.getByLabelText('Kata sandi', { exact: true }), 'Rahasia#2026');
    await user.type(screen.getByLabelText('Ulangi kata sandi'), 'Rahasia#2026');
    turnstile.pass('register-token');
    await user.click(await screen.findByRole('button', { name: 'Daftar sekarang' }));

    const title = await screen.findByText('Periksa email Anda');
    expect(title.closest('[role=status]')).toBeTruthy();
    expect(within(title.closest('[role=status]') as HTMLElement).getByText(/rina@contoh\.id/)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    const request = api.requests.find((entry) => entry.path === '/auth/register');
    expect(JSON.parse(request!.body)).toEqual({
      fullName: 'Rina Kartika',
      email: 'rina@contoh.id',
      phoneNumber: '+6281234567890',
      registrationType: 'LUAR_BIASA',
      organizationId: 'b1a7c0de-0000-4000-8000-000000003273',
      password: 'Rahasia#2026',
      turnstileToken: 'register-token',
    });
  });
});
